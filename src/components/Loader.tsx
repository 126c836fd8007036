/**
 * The loading image shown while a list is pending (spec: "a loading image while pending"): the
 * coupon lists, the weekly-ad gallery and the catering slides.
 */
import "./loader.css";

/** A spinning image with a spoken label, in a polite status region. */
export default function Loader({ label = "Loading coupons" }: { label?: string }) {
  return (
    <div className="coupon-loader" role="status">
      <svg role="img" aria-label={label} width="48" height="48" viewBox="0 0 48 48" className="coupon-loader-image">
        <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="6" />
        <path d="M24 4a20 20 0 0 1 20 20" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
      </svg>
    </div>
  );
}
