#ifndef SEGUE_CDEFLATE_SHIM_H
#define SEGUE_CDEFLATE_SHIM_H
// libdeflate: whole-buffer deflate, which compresses the frames' image data (PNGEncoder+Deflate.swift).
#include <libdeflate.h>
#endif
