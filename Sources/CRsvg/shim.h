#ifndef SEGUE_CRSVG_SHIM_H
#define SEGUE_CRSVG_SHIM_H
// librsvg draws the SVG image sets of asset catalogs (SegueRender/Encoding/VectorImage.swift).
// GError and GObject's casts do not import well into Swift: these few functions own them, and
// every failure comes back as a return code and a message copied into the caller's buffer.
#include <string.h>
#include <librsvg/rsvg.h>

static inline void segue_rsvg_take_error(GError *error, const char *otherwise, char *message, size_t n) {
    const char *text = error != NULL && error->message != NULL ? error->message : otherwise;
    strncpy(message, text, n - 1);
    message[n - 1] = 0;
    if (error != NULL) g_error_free(error);
}

/// Parses an SVG document and gives its intrinsic size in CSS pixels (its `width`/`height`, in
/// any absolute unit at 96 dpi, else its viewBox's size). NULL with `message` set on failure.
static inline RsvgHandle *segue_rsvg_load(const unsigned char *data, size_t size, double *width, double *height,
                                          char *message, size_t n) {
    GError *error = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_data(data, size, &error);
    if (handle == NULL) {
        segue_rsvg_take_error(error, "librsvg could not read it", message, n);
        return NULL;
    }
    // NB: explicit, so that `pt`, `mm` and `in` never depend on a default: CSS's 96 dpi.
    rsvg_handle_set_dpi(handle, 96);
    if (!rsvg_handle_get_intrinsic_size_in_pixels(handle, width, height)) {
        gboolean has_w = FALSE, has_h = FALSE, has_box = FALSE;
        RsvgLength w, h;
        RsvgRectangle box;
        rsvg_handle_get_intrinsic_dimensions(handle, &has_w, &w, &has_h, &h, &has_box, &box);
        if (!has_box) {
            segue_rsvg_take_error(NULL, "it has no absolute width and height and no viewBox, so it has no size", message, n);
            g_object_unref(handle);
            return NULL;
        }
        *width = box.width;
        *height = box.height;
    }
    return handle;
}

/// Draws the whole document into `cr`'s user space (0, 0, width, height). 0, or 1 with `message`.
static inline int segue_rsvg_render(RsvgHandle *handle, cairo_t *cr, double width, double height, char *message, size_t n) {
    GError *error = NULL;
    RsvgRectangle viewport = { 0, 0, width, height };
    if (!rsvg_handle_render_document(handle, cr, &viewport, &error)) {
        segue_rsvg_take_error(error, "librsvg could not draw it", message, n);
        return 1;
    }
    return 0;
}

static inline void segue_rsvg_free(RsvgHandle *handle) { g_object_unref(handle); }
#endif
