// The recipes app served to browsers: `swift run recipes-web`, then open the printed address.
import Recipes
import WaypointWeb

await RecipesApp.serveInBrowser()
