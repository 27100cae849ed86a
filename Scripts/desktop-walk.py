# Walks a running Waypoint desktop app from outside, as a person would: it reads the app's
# accessibility tree over AT-SPI, clicks each control of the main window it has not clicked
# yet in the window in front (a real pointer click through the X server, with xdotool), saving a
# screenshot and the tree before each; with nothing new to click it presses Escape, which goes
# back or closes a dialog or menu. Used by Scripts/walk-desktop-app.sh; arguments: PID
# OUTPUT-FOLDER STEPS. With `tree PID` it only prints the app's tree, as an assistive technology
# reads it: `role “name”` per node, indented by depth, `[selected]` or `[checked]` where so (the
# desktop tests read it this way).
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

CONTROLS = {"push button", "toggle button", "page tab", "check box", "switch", "link"}
# The window's own buttons, which would end the walk.
WINDOW_BUTTONS = {"Minimize", "Maximize", "Close"}


def application(pid):
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is not None and app.get_process_id() == pid:
            return app
    return None


def tree(node, depth=0, out=None):
    out = [] if out is None else out
    states = node.get_state_set()
    line = "  " * depth + f"{node.get_role_name()} “{node.get_name() or ''}”"
    if states.contains(Atspi.StateType.SELECTED):
        line += " [selected]"
    if states.contains(Atspi.StateType.CHECKED):
        line += " [checked]"
    out.append(line)
    for index in range(node.get_child_count()):
        child = node.get_child_at_index(index)
        if child is not None:
            tree(child, depth + 1, out)
    return out


def controls(node, out):
    states = node.get_state_set()
    if not states.contains(Atspi.StateType.VISIBLE):
        return out
    if (node.get_role_name() in CONTROLS and states.contains(Atspi.StateType.SENSITIVE)
            and node.get_name() not in WINDOW_BUTTONS):
        out.append(node)
    for index in range(node.get_child_count()):
        child = node.get_child_at_index(index)
        if child is not None:
            controls(child, out)
    return out


def window_origin(pid, title):
    ids = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
        capture_output=True, text=True).stdout.split()
    for window in ids:
        name = subprocess.run(
            ["xdotool", "getwindowname", window], capture_output=True, text=True).stdout.strip()
        if name == title:
            shell = subprocess.run(
                ["xdotool", "getwindowgeometry", "--shell", window],
                capture_output=True, text=True).stdout
            values = dict(line.split("=", 1) for line in shell.split() if "=" in line)
            return tuple(int(values.get(key, 0)) for key in ("X", "Y", "WIDTH", "HEIGHT"))
    return None


def in_popover(node):
    """Whether `node` is in a popover (an open menu), which is a surface of its own."""
    parent = node.get_parent()
    while parent is not None:
        if parent.get_name() == "GtkPopover":
            return True
        parent = parent.get_parent()
    return False


def press_by_keys(target):
    """Tabs to `target` and presses Return: real key events, for a menu's item, whose place on
    the screen AT-SPI does not give, and for a control scrolled out of sight, which the focus
    brings into view as a person's Tab does."""
    for _ in range(30):
        if target.get_state_set().contains(Atspi.StateType.FOCUSED):
            subprocess.run(["xdotool", "key", "Return"], check=True)
            return True
        subprocess.run(["xdotool", "key", "Tab"], check=True)
        time.sleep(0.15)
    return False


def front_window(app):
    """The window a person looks at: the last one shown (a dialog over the main window)."""
    shown = []
    for index in range(app.get_child_count()):
        window = app.get_child_at_index(index)
        if window is not None and window.get_state_set().contains(Atspi.StateType.VISIBLE):
            shown.append(window)
    return shown[-1] if shown else None


def main():
    if sys.argv[1] == "tree":
        app = application(int(sys.argv[2]))
        print("\n".join(tree(app)) if app is not None else "")
        return 0
    pid, folder, steps = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    app = None
    for _ in range(100):
        app = application(pid)
        if app is not None and app.get_child_count() > 0:
            break
        time.sleep(0.1)
    if app is None or app.get_child_count() == 0:
        print("walk: the app has no window on the accessibility bus", file=sys.stderr)
        return 1
    clicked = set()
    idle = 0
    for step in range(steps):
        with open(f"{folder}/step-{step:02}.txt", "w") as out:
            out.write("\n".join(tree(app)) + "\n")
        subprocess.run(["import", "-window", "root", f"{folder}/step-{step:02}.png"], check=True)
        window = front_window(app)
        if window is None:
            break
        title = window.get_name() or ""
        fresh = [c for c in controls(window, []) if (c.get_role_name(), c.get_name()) not in clicked]
        # What the screen holds before the tabs that leave it.
        fresh.sort(key=lambda control: control.get_role_name() == "page tab")
        origin = window_origin(pid, title)
        if not fresh or origin is None:
            # Nothing new here: back, or the dialog closed; twice in a row on the same window
            # and the walk is over.
            idle += 1
            if idle > 2:
                break
            print(f"walk: step {step}: Escape in “{title}”")
            subprocess.run(["xdotool", "key", "Escape"], check=True)
            time.sleep(0.8)
            continue
        idle = 0
        target = fresh[0]
        clicked.add((target.get_role_name(), target.get_name()))
        name = f"{target.get_role_name()} “{target.get_name()}” in “{title}”"
        box = target.get_extents(Atspi.CoordType.WINDOW)
        middle = (box.x + box.width // 2, box.y + box.height // 2)
        in_sight = 0 <= middle[0] < origin[2] and 0 <= middle[1] < origin[3]
        if in_popover(target) or not in_sight:
            print(f"walk: step {step}: Tab to {name}, Return")
            if not press_by_keys(target):
                print(f"walk: {name} never took the focus", file=sys.stderr)
                return 1
        else:
            x, y = origin[0] + middle[0], origin[1] + middle[1]
            print(f"walk: step {step}: click {name}")
            subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "1"], check=True)
        time.sleep(1.2)
    print(f"walk: clicked {len(clicked)} controls")
    return 0


sys.exit(main())
