import express from "express";
import { createBackend } from "./app";

/** `npm run backend`: the reference API on its own port. */
const port = Number(process.env.BACKEND_PORT ?? process.env.PORT ?? 4000);
const backend = createBackend();
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
