/**
 * The coupons page's department list: All Coupons with the total, then every category the visitor
 * may see with its count (ids ≥ 10000 first). Entries are plain links to the built department
 * pages, so the list works before any script runs. On small screens the list collapses into one
 * button naming the selected department (coupons.css), so the first coupons show without scrolling.
 */
import { tr } from "../../lib/i18n/shown-text.ts";
import { useTexts } from "../../lib/i18n/page-texts.ts";
import { useState } from "react";
import type { ProductCategory } from "../../api/coupons.ts";
import { siteHref } from "../../lib/links.ts";
import { ALL_CATEGORY, allCouponsRoute, categoryRoute } from "./categories.ts";

type Props = {
  /** Categories to list, already filtered and ordered. */
  categories: ProductCategory[];
  /** The All Coupons count (the length of the All Coupons list, once it is known). */
  allTotal: number;
  /** Ids that have a built page (the snapshot's). */
  built: ReadonlySet<number>;
  /** The selected category id (0: all). */
  selected: number;
  /** Route of the page the list is on (links are relative to it). */
  route: string;
  /** The coupons-only view: entries stay on it (`?category=`) instead of leading to department pages. */
  couponsOnly?: boolean | undefined;
};

/** One entry: name and count, marked current when selected. */
function Entry({ href, name, count, current }: { href: string; name: string; count: number; current: boolean }) {
  return (
    <li>
      <a href={href} aria-current={current ? "page" : undefined}>
        <span className="department-name">{name}</span> <span className="department-count">({count})</span>
      </a>
    </li>
  );
}

/** The department navigation of the coupons page. */
export default function DepartmentList({ categories, allTotal, built, selected, route, couponsOnly = false }: Props) {
  const [open, setOpen] = useState(false);
  const texts = useTexts();
  const all = tr(texts, "All Coupons");
  const current = categories.find((c) => c.ProductCategoryId === selected);
  const currentText = current ? `${current.ProductCategoryName} (${current.NoOfCoupons})` : `${all} (${allTotal})`;
  return (
    <nav className="coupon-departments" data-open={open} aria-labelledby="coupon-departments-title">
      <h2 id="coupon-departments-title">{tr(texts, "Departments")}</h2>
      <button
        type="button"
        className="departments-toggle"
        aria-expanded={open}
        aria-controls="coupon-departments-list"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="departments-toggle-label">{tr(texts, "Departments:")}</span> <span>{currentText}</span>
      </button>
      <ul id="coupon-departments-list">
        <Entry
          href={siteHref(route, allCouponsRoute(couponsOnly))}
          name={all}
          count={allTotal}
          current={selected === ALL_CATEGORY}
        />
        {categories.map((c) => (
          <Entry
            key={c.ProductCategoryId}
            href={siteHref(route, categoryRoute(c, built, couponsOnly))}
            name={c.ProductCategoryName}
            count={c.NoOfCoupons}
            current={selected === c.ProductCategoryId}
          />
        ))}
      </ul>
    </nav>
  );
}
