#include "WaypointSections.h"

#if defined(__ELF__)
// Weak, so an image without the section still links; hidden, so each image reads its own.
extern const char __start_swift5_protocol_conformances[]
    __attribute__((weak, visibility("hidden")));
extern const char __stop_swift5_protocol_conformances[]
    __attribute__((weak, visibility("hidden")));

const void *waypoint_conformances_start(void) { return __start_swift5_protocol_conformances; }
const void *waypoint_conformances_end(void) { return __stop_swift5_protocol_conformances; }
#else
// Mach-O and PE keep the records elsewhere; Apple's platforms have their own previews.
const void *waypoint_conformances_start(void) { return 0; }
const void *waypoint_conformances_end(void) { return 0; }
#endif
