import express from "express";
import { createBackend, type Backend } from "./app";
import { BackendConfigError } from "./context";

/** `npm run backend`: the reference API on its own port. */
const port = Number(process.env.BACKEND_PORT ?? process.env.PORT ?? 4000);
let backend: Backend;
try {
  backend = createBackend();
} catch (error) {
  // a bad variable (BACKEND_COMPAT): one line naming it, not a stack trace
  if (!(error instanceof BackendConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const app = express();
app.disable("x-powered-by");
app.use("/api/v1", backend.api);
app.use(backend.web);
const server = app.listen(port, () => {
  console.log(`Reference marketplace API on http://localhost:${port}/api/v1`);
});
const shutdown = () => {
  server.close(() => {
    backend.close();
    process.exit(0);
  });
};
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
