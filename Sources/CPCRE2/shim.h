#ifndef CPCRE2_SHIM_H
#define CPCRE2_SHIM_H

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

/* Macros that don't import into Swift. */
static inline size_t cpcre2_zero_terminated(void) { return PCRE2_ZERO_TERMINATED; }
static inline size_t cpcre2_unset(void) { return PCRE2_UNSET; }

#endif
