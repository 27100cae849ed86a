#ifndef CHEAP_H
#define CHEAP_H
#include <stddef.h>

/// Bytes the C allocator has handed out and not yet taken back.
size_t cheap_bytes_in_use(void);

/// Bytes the allocation at `pointer` can hold.
size_t cheap_usable_size(const void *pointer);

#endif
