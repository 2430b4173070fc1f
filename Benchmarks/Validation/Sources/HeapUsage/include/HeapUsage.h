#include <stddef.h>
/// Bytes currently allocated by malloc (glibc mallinfo2), or 0 where unavailable.
size_t heap_in_use(void);
