#ifndef SEGUE_CVECTORLIBRARIES_SHIM_H
#define SEGUE_CVECTORLIBRARIES_SHIM_H
// librsvg draws the SVG image sets of asset catalogs, Poppler's GLib binding their PDF ones
// (SegueRender/Encoding/VectorImage.swift). Both are loaded with dlopen the first time a vector is
// read, not linked: linked, they made every `segue` command load and relocate 18 more shared
// libraries (GIO, gdk-pixbuf, Poppler's C++ core, …; 82 instead of 64 in `ldd`), and most commands
// never draw a vector. Without them a vector is a labelled
// placeholder and a warning that names the package to install.
//
// NB: the few types and signatures used are declared here as the libraries' headers declare them
// (librsvg 2.52+ `rsvg.h`, poppler-glib `poppler-document.h` / `poppler-page.h`, GLib's `GError`
// and `GBytes`), so that building needs neither library's -dev package. GError and GObject stay
// on this side; failures come back as a return code and a message copied into the caller's
// buffer. Every function here is called under VectorImage's lock.
#include <dlfcn.h>
#include <stddef.h>
#include <string.h>

struct _cairo;

typedef struct { unsigned int domain; int code; char *message; } segue_gerror;  // GError
typedef struct { double x, y, width, height; } segue_rsvg_rectangle;           // RsvgRectangle
typedef struct { double length; int unit; } segue_rsvg_length;                 // RsvgLength

static inline void segue_vector_message(const char *text, char *message, size_t n) {
    strncpy(message, text, n - 1);
    message[n - 1] = 0;
}

/// Opens `soname` once; NULL with `message` saying what to install when it cannot be.
static inline void *segue_vector_open(void **handle, int *state, const char *soname, const char *package,
                                      char *message, size_t n) {
    if (*state == 0) {
        *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
        *state = *handle != NULL ? 1 : 2;
    }
    if (*state == 2) {
        char text[512];
        strcpy(text, soname);
        strcat(text, " cannot be loaded (install the Debian package ");
        strcat(text, package);
        strcat(text, ", which scripts/setup installs)");
        segue_vector_message(text, message, n);
        return NULL;
    }
    return *handle;
}

// MARK: librsvg

typedef struct {
    void *(*new_from_data)(const unsigned char *, size_t, segue_gerror **);
    void (*set_dpi)(void *, double);
    int (*get_intrinsic_size_in_pixels)(void *, double *, double *);
    void (*get_intrinsic_dimensions)(void *, int *, segue_rsvg_length *, int *, segue_rsvg_length *, int *,
                                     segue_rsvg_rectangle *);
    int (*render_document)(void *, struct _cairo *, const segue_rsvg_rectangle *, segue_gerror **);
    int (*get_geometry_for_element)(void *, const char *, segue_rsvg_rectangle *, segue_rsvg_rectangle *, segue_gerror **);
    int (*render_element)(void *, struct _cairo *, const char *, const segue_rsvg_rectangle *, segue_gerror **);
    void (*object_unref)(void *);
    void (*error_free)(segue_gerror *);
} segue_rsvg_api;

/// librsvg's functions, NULL (with `message`) when the library or one of them is missing.
static inline const segue_rsvg_api *segue_rsvg_functions(char *message, size_t n) {
    static void *library;
    static int state;
    static segue_rsvg_api api;
    static int resolved;
    void *lib = segue_vector_open(&library, &state, "librsvg-2.so.2", "librsvg2-2", message, n);
    if (lib == NULL) return NULL;
    if (!resolved) {
        *(void **)&api.new_from_data = dlsym(lib, "rsvg_handle_new_from_data");
        *(void **)&api.set_dpi = dlsym(lib, "rsvg_handle_set_dpi");
        *(void **)&api.get_intrinsic_size_in_pixels = dlsym(lib, "rsvg_handle_get_intrinsic_size_in_pixels");
        *(void **)&api.get_intrinsic_dimensions = dlsym(lib, "rsvg_handle_get_intrinsic_dimensions");
        *(void **)&api.render_document = dlsym(lib, "rsvg_handle_render_document");
        *(void **)&api.get_geometry_for_element = dlsym(lib, "rsvg_handle_get_geometry_for_element");
        *(void **)&api.render_element = dlsym(lib, "rsvg_handle_render_element");
        *(void **)&api.object_unref = dlsym(lib, "g_object_unref");
        *(void **)&api.error_free = dlsym(lib, "g_error_free");
        resolved = api.new_from_data && api.set_dpi && api.get_intrinsic_size_in_pixels && api.get_intrinsic_dimensions
            && api.render_document && api.get_geometry_for_element && api.render_element && api.object_unref && api.error_free ? 1 : 2;
    }
    if (resolved == 2) {
        segue_vector_message("librsvg-2.so.2 is older than 2.52 (it lacks rsvg_handle_render_document)", message, n);
        return NULL;
    }
    return &api;
}

static inline void segue_rsvg_take_error(const segue_rsvg_api *api, segue_gerror *error, const char *otherwise,
                                         char *message, size_t n) {
    segue_vector_message(error != NULL && error->message != NULL ? error->message : otherwise, message, n);
    if (error != NULL) api->error_free(error);
}

/// Parses an SVG document and gives its intrinsic size in CSS pixels (its `width`/`height`, in
/// any absolute unit at 96 dpi, else its viewBox's size). NULL with `message` set on failure.
static inline void *segue_rsvg_load(const unsigned char *data, size_t size, double *width, double *height,
                                    char *message, size_t n) {
    const segue_rsvg_api *api = segue_rsvg_functions(message, n);
    if (api == NULL) return NULL;
    segue_gerror *error = NULL;
    void *handle = api->new_from_data(data, size, &error);
    if (handle == NULL) {
        segue_rsvg_take_error(api, error, "librsvg could not read it", message, n);
        return NULL;
    }
    // NB: explicit, so that `pt`, `mm` and `in` never depend on a default: CSS's 96 dpi.
    api->set_dpi(handle, 96);
    if (!api->get_intrinsic_size_in_pixels(handle, width, height)) {
        int has_w = 0, has_h = 0, has_box = 0;
        segue_rsvg_length w, h;
        segue_rsvg_rectangle box;
        api->get_intrinsic_dimensions(handle, &has_w, &w, &has_h, &h, &has_box, &box);
        if (!has_box) {
            segue_rsvg_take_error(api, NULL, "it has no absolute width and height and no viewBox, so it has no size", message, n);
            api->object_unref(handle);
            return NULL;
        }
        *width = box.width;
        *height = box.height;
    }
    return handle;
}

/// Draws the whole document into `cr`'s user space (0, 0, width, height). 0, or 1 with `message`.
static inline int segue_rsvg_render(void *handle, struct _cairo *cr, double width, double height, char *message, size_t n) {
    const segue_rsvg_api *api = segue_rsvg_functions(message, n);
    if (api == NULL) return 1;
    segue_gerror *error = NULL;
    segue_rsvg_rectangle viewport = { 0, 0, width, height };
    if (!api->render_document(handle, cr, &viewport, &error)) {
        segue_rsvg_take_error(api, error, "librsvg could not draw it", message, n);
        return 1;
    }
    return 0;
}

/// Draws the element `id` (`#Regular-M`) alone, its ink box scaled to fit (0, 0, width, height)
/// and centred, as an SF Symbol set's glyph is drawn. 0; 1 with `message`; 2 when the document
/// has no such element.
static inline int segue_rsvg_render_element(void *handle, struct _cairo *cr, const char *id, double width, double height,
                                            char *message, size_t n) {
    const segue_rsvg_api *api = segue_rsvg_functions(message, n);
    if (api == NULL) return 1;
    segue_gerror *error = NULL;
    segue_rsvg_rectangle ink, logical;
    if (!api->get_geometry_for_element(handle, id, &ink, &logical, &error)) {
        if (error != NULL) api->error_free(error);
        return 2;
    }
    if (!(ink.width > 0) || !(ink.height > 0)) return 2;
    double s = width / ink.width < height / ink.height ? width / ink.width : height / ink.height;
    segue_rsvg_rectangle viewport = { (width - ink.width * s) / 2, (height - ink.height * s) / 2, ink.width * s, ink.height * s };
    if (!api->render_element(handle, cr, id, &viewport, &error)) {
        segue_rsvg_take_error(api, error, "librsvg could not draw it", message, n);
        return 1;
    }
    return 0;
}

static inline void segue_rsvg_free(void *handle) {
    char message[8];
    const segue_rsvg_api *api = segue_rsvg_functions(message, sizeof message);
    if (api != NULL) api->object_unref(handle);
}

// MARK: Poppler

typedef struct {
    void *(*document_new_from_bytes)(void *, const char *, segue_gerror **);
    int (*document_get_n_pages)(void *);
    void *(*document_get_page)(void *, int);
    void (*page_get_size)(void *, double *, double *);
    void (*page_render)(void *, struct _cairo *);
    void *(*bytes_new)(const void *, size_t);
    void (*bytes_unref)(void *);
    void (*object_unref)(void *);
    void (*error_free)(segue_gerror *);
} segue_poppler_api;

/// Poppler's functions, NULL (with `message`) when the library or one of them is missing.
static inline const segue_poppler_api *segue_poppler_functions(char *message, size_t n) {
    static void *library;
    static int state;
    static segue_poppler_api api;
    static int resolved;
    void *lib = segue_vector_open(&library, &state, "libpoppler-glib.so.8", "libpoppler-glib8", message, n);
    if (lib == NULL) return NULL;
    if (!resolved) {
        *(void **)&api.document_new_from_bytes = dlsym(lib, "poppler_document_new_from_bytes");
        *(void **)&api.document_get_n_pages = dlsym(lib, "poppler_document_get_n_pages");
        *(void **)&api.document_get_page = dlsym(lib, "poppler_document_get_page");
        *(void **)&api.page_get_size = dlsym(lib, "poppler_page_get_size");
        *(void **)&api.page_render = dlsym(lib, "poppler_page_render");
        *(void **)&api.bytes_new = dlsym(lib, "g_bytes_new");
        *(void **)&api.bytes_unref = dlsym(lib, "g_bytes_unref");
        *(void **)&api.object_unref = dlsym(lib, "g_object_unref");
        *(void **)&api.error_free = dlsym(lib, "g_error_free");
        resolved = api.document_new_from_bytes && api.document_get_n_pages && api.document_get_page && api.page_get_size
            && api.page_render && api.bytes_new && api.bytes_unref && api.object_unref && api.error_free ? 1 : 2;
    }
    if (resolved == 2) {
        segue_vector_message("libpoppler-glib.so.8 is older than 0.82 (it lacks poppler_document_new_from_bytes)", message, n);
        return NULL;
    }
    return &api;
}

static inline void segue_poppler_take_error(const segue_poppler_api *api, segue_gerror *error, const char *otherwise,
                                            char *message, size_t n) {
    segue_vector_message(error != NULL && error->message != NULL ? error->message : otherwise, message, n);
    if (error != NULL) api->error_free(error);
}

/// Parses a PDF document (the bytes are copied) and gives its first page and that page's size in
/// points. NULL with `message` set on failure.
static inline void *segue_poppler_load(const unsigned char *data, size_t size, double *width, double *height,
                                       char *message, size_t n) {
    const segue_poppler_api *api = segue_poppler_functions(message, n);
    if (api == NULL) return NULL;
    segue_gerror *error = NULL;
    void *bytes = api->bytes_new(data, size);
    void *document = api->document_new_from_bytes(bytes, NULL, &error);
    api->bytes_unref(bytes);
    if (document == NULL) {
        segue_poppler_take_error(api, error, "Poppler could not read it", message, n);
        return NULL;
    }
    if (api->document_get_n_pages(document) < 1) {
        segue_poppler_take_error(api, NULL, "it has no page", message, n);
        api->object_unref(document);
        return NULL;
    }
    // NB: the page keeps its document alive.
    void *page = api->document_get_page(document, 0);
    api->object_unref(document);
    if (page == NULL) {
        segue_poppler_take_error(api, NULL, "its first page cannot be read", message, n);
        return NULL;
    }
    api->page_get_size(page, width, height);
    return page;
}

static inline void segue_poppler_render(void *page, struct _cairo *cr) {
    char message[8];
    const segue_poppler_api *api = segue_poppler_functions(message, sizeof message);
    if (api != NULL) api->page_render(page, cr);
}

static inline void segue_poppler_free(void *page) {
    char message[8];
    const segue_poppler_api *api = segue_poppler_functions(message, sizeof message);
    if (api != NULL) api->object_unref(page);
}
#endif
