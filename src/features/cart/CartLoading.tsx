/** The cart's and the deals sheet's spinner, with a name for screen readers. */
export default function CartLoading({ label }: { label: string }) {
  return (
    <div className="cart-loading" role="status">
      <span className="cart-spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
