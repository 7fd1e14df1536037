#ifndef SEGUE_CZLIB_SHIM_H
#define SEGUE_CZLIB_SHIM_H
#include <zlib.h>

// inflateInit is a macro (it passes the header's version and the stream's size), which Swift
// cannot call.
static inline int segue_inflateInit(z_stream *stream) { return inflateInit(stream); }
#endif
