#ifndef SEGUE_CJPEG_SHIM_H
#define SEGUE_CJPEG_SHIM_H
// libjpeg reports errors by calling error_exit, which by default exits the process; Swift cannot
// setjmp, so this inline function owns the jump: every libjpeg error returns a non-zero code
// and its message instead. Swift checks the header's size against its limits between the calls.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

struct segue_jpeg_error {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void segue_jpeg_error_exit(j_common_ptr cinfo) {
    struct segue_jpeg_error *e = (struct segue_jpeg_error *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, e->message);
    longjmp(e->jump, 1);
}

static void segue_jpeg_silence(j_common_ptr cinfo, int level) { (void)cinfo; (void)level; }

/// With `out` NULL: the image's size, from its header alone. Else decodes into `out` (width ×
/// height × 4 bytes: RGBA, alpha 255), which the caller allocated for the size the first call gave.
/// Returns 0, or 1 with `message` (JMSG_LENGTH_MAX bytes) set.
static inline int segue_jpeg_read(const unsigned char *data, unsigned long size, int *width, int *height, unsigned char *out, char *message) {
    struct jpeg_decompress_struct cinfo;
    struct segue_jpeg_error err;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = jpeg_std_error(&err.pub);
    err.pub.error_exit = segue_jpeg_error_exit;
    err.pub.emit_message = segue_jpeg_silence;
    if (setjmp(err.jump)) {
        strncpy(message, err.message, JMSG_LENGTH_MAX - 1);
        message[JMSG_LENGTH_MAX - 1] = 0;
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, size);
    jpeg_read_header(&cinfo, TRUE);
    if (out == NULL) {
        *width = (int)cinfo.image_width;
        *height = (int)cinfo.image_height;
        jpeg_destroy_decompress(&cinfo);
        return 0;
    }
    if ((int)cinfo.image_width != *width || (int)cinfo.image_height != *height) {
        strcpy(message, "the image's size changed between reads");
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    cinfo.out_color_space = JCS_EXT_RGBA;
    // Deterministic output: the integer IDCT, whatever the machine's SIMD.
    cinfo.dct_method = JDCT_ISLOW;
    jpeg_start_decompress(&cinfo);
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = out + (size_t)cinfo.output_scanline * (size_t)*width * 4;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return 0;
}
#endif
