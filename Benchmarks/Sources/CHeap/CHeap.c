#include "CHeap.h"
#include <malloc.h>

size_t cheap_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}

size_t cheap_usable_size(const void *pointer) { return malloc_usable_size((void *)pointer); }
