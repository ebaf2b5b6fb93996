// Replaced by the screen's owner during issue #3.
export function AdminRoute() {
  return <h1>admin</h1>;
}
