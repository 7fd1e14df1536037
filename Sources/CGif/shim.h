#ifndef SEGUE_CGIF_SHIM_H
#define SEGUE_CGIF_SHIM_H
#include <stdbool.h>
#include <stddef.h>
#include <gif_lib.h>
#endif
