// The bounds of the executable's table of protocol conformances, which the static linker
// delimits on ELF systems. Waypoint reads it to find previews and asset colour catalogs.
#ifndef WAYPOINT_SECTIONS_H
#define WAYPOINT_SECTIONS_H

/// The first record of the `swift5_protocol_conformances` section, or null where there is none.
const void *waypoint_conformances_start(void);

/// Just past the last record of the `swift5_protocol_conformances` section, or null.
const void *waypoint_conformances_end(void);

#endif
