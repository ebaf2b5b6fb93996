// Replaced by the screen's owner during issue #3.
export function LoginRoute() {
  return <h1>login</h1>;
}
