import "@remix-run/node";

// Single fetch changes loader return types (stack notes, gotcha 5).
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
