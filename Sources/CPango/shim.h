#ifndef SEGUE_CPANGO_SHIM_H
#define SEGUE_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
#include <fontconfig/fontconfig.h>

/* GObject's casts are macros, which Swift does not import: these are the few the renderer needs. */

/// A Pango font map that draws with Cairo's FreeType backend and finds fonts ONLY in `config`.
static inline PangoFontMap *segue_pango_font_map_new(FcConfig *config) {
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (map == NULL) return NULL;
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    return map;
}

static inline void segue_g_object_unref(void *object) { g_object_unref(object); }

/// A paragraph's direction by its first strong character (Unicode bidi rules P2-P3), or
/// PANGO_DIRECTION_NEUTRAL without one. Pango deprecates the call in favour of layouts that find
/// it themselves, but those also flip what their alignment means, which labels keep absolute.
static inline PangoDirection segue_pango_first_strong_direction(const char *text, int length) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    PangoDirection direction = pango_find_base_dir(text, length);
    G_GNUC_END_IGNORE_DEPRECATIONS
    return direction;
}

/// The file a Pango font was loaded from (NULL when it is not a fontconfig font).
static inline const char *segue_pango_font_file(PangoFont *font) {
    if (font == NULL || !PANGO_IS_FC_FONT(font)) return NULL;
    FcPattern *pattern = pango_fc_font_get_pattern(PANGO_FC_FONT(font));
    FcChar8 *file = NULL;
    if (pattern == NULL || FcPatternGetString(pattern, FC_FILE, 0, &file) != FcResultMatch) return NULL;
    return (const char *)file;
}

static inline const char *segue_fc_string(FcPattern *pattern, const char *object) {
    FcChar8 *s = NULL;
    return FcPatternGetString(pattern, object, 0, &s) == FcResultMatch ? (const char *)s : NULL;
}

/* The value at `index` of a property with several (a face's full names, one per language). */
static inline const char *segue_fc_string_at(FcPattern *pattern, const char *object, int index) {
    FcChar8 *s = NULL;
    return FcPatternGetString(pattern, object, index, &s) == FcResultMatch ? (const char *)s : NULL;
}

static inline const char *segue_fc_postscript_name(FcPattern *p) { return segue_fc_string(p, FC_POSTSCRIPT_NAME); }
static inline const char *segue_fc_file(FcPattern *p) { return segue_fc_string(p, FC_FILE); }

/// Pango pads the ellipsis it puts in a line so that the line fills the layout's width (the room
/// left over when whole clusters are cut); UIKit does not, so the text after the ellipsis stood
/// apart ("N...  t") and the line ignored its alignment. Gives the ellipsis's last glyph back its
/// own advance; returns the padding taken off, in Pango units (0 for a line without one).
static inline int segue_pango_line_unpad_ellipsis(PangoLayoutLine *line) {
    for (GSList *l = line->runs; l != NULL; l = l->next) {
        PangoGlyphItem *run = l->data;
        if (run->item == NULL || !(run->item->analysis.flags & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS)) continue;
        PangoGlyphString *glyphs = run->glyphs;
        if (glyphs == NULL || glyphs->num_glyphs == 0 || run->item->analysis.font == NULL) return 0;
        PangoGlyphInfo *last = &glyphs->glyphs[glyphs->num_glyphs - 1];
        PangoRectangle logical;
        pango_font_get_glyph_extents(run->item->analysis.font, last->glyph, NULL, &logical);
        int own = logical.width;
        if (line->layout != NULL && pango_context_get_round_glyph_positions(pango_layout_get_context(line->layout)))
            own = PANGO_UNITS_ROUND(own);
        int extra = last->geometry.width - own;
        if (extra <= 0) return 0;
        last->geometry.width = own;
        return extra;
    }
    return 0;
}

#endif
