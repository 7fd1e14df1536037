#ifndef SEGUE_CPOPPLER_SHIM_H
#define SEGUE_CPOPPLER_SHIM_H
// Poppler draws the PDF image sets of asset catalogs (SegueRender/Encoding/VectorImage.swift):
// their first page, as Xcode does. GError and GObject stay on this side; failures come back as a
// return code and a message copied into the caller's buffer.
#include <string.h>
#include <poppler.h>

static inline void segue_poppler_take_error(GError *error, const char *otherwise, char *message, size_t n) {
    const char *text = error != NULL && error->message != NULL ? error->message : otherwise;
    strncpy(message, text, n - 1);
    message[n - 1] = 0;
    if (error != NULL) g_error_free(error);
}

/// Parses a PDF document (the bytes are copied) and gives its first page and that page's size in
/// points. NULL with `message` set on failure.
static inline PopplerPage *segue_poppler_load(const unsigned char *data, size_t size, double *width, double *height,
                                              char *message, size_t n) {
    GError *error = NULL;
    GBytes *bytes = g_bytes_new(data, size);
    PopplerDocument *document = poppler_document_new_from_bytes(bytes, NULL, &error);
    g_bytes_unref(bytes);
    if (document == NULL) {
        segue_poppler_take_error(error, "Poppler could not read it", message, n);
        return NULL;
    }
    if (poppler_document_get_n_pages(document) < 1) {
        segue_poppler_take_error(NULL, "it has no page", message, n);
        g_object_unref(document);
        return NULL;
    }
    // NB: the page keeps its document alive.
    PopplerPage *page = poppler_document_get_page(document, 0);
    g_object_unref(document);
    if (page == NULL) {
        segue_poppler_take_error(NULL, "its first page cannot be read", message, n);
        return NULL;
    }
    poppler_page_get_size(page, width, height);
    return page;
}

static inline void segue_poppler_render(PopplerPage *page, cairo_t *cr) { poppler_page_render(page, cr); }

static inline void segue_poppler_free(PopplerPage *page) { g_object_unref(page); }
#endif
