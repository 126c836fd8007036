/** The top of a rewards view: 'Back to My Rewards', then the view's heading, focused when it opens. */
import { useEffect, useRef, type ReactNode } from "react";
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";

type Props = { id: string; onBack: () => void; children: ReactNode; texts?: Texts | undefined };

/** The back button and the focused heading (`id` names it for the view's aria-labelledby). */
export default function ViewTop({ id, onBack, children, texts }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <p>
        <button type="button" className="button" onClick={onBack}>
          {tr(texts, "Back to My Rewards")}
        </button>
      </p>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {children}
      </h2>
    </>
  );
}
