// The recipes app in a GTK 4 window: `swift run --package-path Desktop recipes-desktop`. The
// app's own entry point does it: an executable that links WaypointGTK opens a window.
import Recipes
import WaypointGTK

await RecipesApp.main()
