// Replaced by the screen's owner during issue #3.
export function HomeRoute() {
  return <h1>home</h1>;
}
