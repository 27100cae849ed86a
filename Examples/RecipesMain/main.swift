// The recipes app's entry point; the app itself is the `Recipes` library, which tests import.
import Recipes

await RecipesApp.main()
