# Prints the accessibility tree of the process whose pid is the first argument, as an assistive
# technology reads it over AT-SPI: `role “name”` per node, indented by depth, with a value or
# `[selected]` where the node has one.
import sys

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402


def walk(node, depth, out):
    role = node.get_role_name()
    name = node.get_name() or ""
    line = "  " * depth + f"{role} “{name}”"
    states = node.get_state_set()
    if states.contains(Atspi.StateType.SELECTED):
        line += " [selected]"
    if states.contains(Atspi.StateType.CHECKED):
        line += " [checked]"
    out.append(line)
    for index in range(node.get_child_count()):
        child = node.get_child_at_index(index)
        if child is not None:
            walk(child, depth + 1, out)


pid = int(sys.argv[1])
desktop = Atspi.get_desktop(0)
lines = []
for index in range(desktop.get_child_count()):
    app = desktop.get_child_at_index(index)
    if app is not None and app.get_process_id() == pid:
        walk(app, 0, lines)
print("\n".join(lines))
