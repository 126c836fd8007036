/**
 * The note beside a control that needs the gateway while the browser is offline: the words of the
 * coupons' Clip buttons ('Needs a connection'), nothing while online. The control itself is
 * disabled by its island (`useOnline`) and described by this note's id.
 */
import { NEEDS_CONNECTION, useOnline } from "../lib/use-online.ts";
import "./needs-connection.css";

/** 'Needs a connection' with the id the disabled control points to, while offline. */
export default function NeedsConnection({ id }: { id: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p id={id} className="needs-connection">
      {NEEDS_CONNECTION}
    </p>
  );
}
