#ifndef SEGUE_CPNG_SHIM_H
#define SEGUE_CPNG_SHIM_H
#include <png.h>
#endif
