export default function AdminLoginRoute() {
  return <h1>Sign in</h1>;
}
