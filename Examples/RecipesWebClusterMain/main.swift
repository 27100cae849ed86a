// A worker of the recipes app behind a load balancer (Scripts/web-cluster.sh starts them): the
// browser app with PostgreSQL as the store the workers share (`--store postgres://…`).
import Recipes
import WaypointWeb
import WaypointWebPostgres

PostgresStore.install()
await RecipesApp.serveInBrowser()
