import { describe, expect, it } from "vitest";
import { departmentById, departmentBySlug, departmentViews } from "./departments.ts";

const server = (id: number, name: string, extra: Record<string, string> = {}) => ({
  ProductCategoryId: id,
  ProductCategoryName: name,
  NoOfCoupons: 3,
  DepartmentImageUrl: `https://img.example/${id}.svg`,
  ...extra,
});
const list = [
  server(3, "Beer/Wine", { DepartmentDescription: "Local and imported." }),
  server(10002, "Deals of the Week"),
  server(2, "Meat & Seafood", { DepartmentImageUrl: "" }),
  server(10001, "Members Only"),
];
const configured = [
  {
    slug: "meat-&-seafood",
    departmentname: "Meat and Seafood",
    description: "<p>Cut <b>fresh</b> daily.</p>",
    dept_image: "https://img.example/meat.jpg",
  },
  { slug: "floral", departmentname: "Floral", description: "<p>Bouquets.</p>" },
];

describe("departmentViews", () => {
  const views = departmentViews(list, configured);

  it("lists server departments by name without 10001 and 10002, then configured-only ones", () => {
    expect(views.map((v) => [v.slug, v.name, v.categoryId])).toEqual([
      ["beer_wine", "Beer/Wine", 3],
      ["meat-&-seafood", "Meat & Seafood", 2],
      ["floral", "Floral", null],
    ]);
  });

  it("takes name, image and description from the server list first", () => {
    expect(views[0]).toMatchObject({
      image: "https://img.example/3.svg",
      descriptionText: "Local and imported.",
      descriptionHtml: "",
    });
  });

  it("fills a missing server image or description from the configured department of the same slug", () => {
    expect(views[1]).toMatchObject({
      name: "Meat & Seafood",
      image: "https://img.example/meat.jpg",
      descriptionText: "",
      descriptionHtml: "<p>Cut <b>fresh</b> daily.</p>",
    });
  });

  it("is empty when there are no departments", () => {
    expect(departmentViews([], [])).toEqual([]);
  });
});

describe("finding a department", () => {
  const views = departmentViews(list, configured);
  it("matches the slug (case-insensitively) or the category id", () => {
    expect(departmentBySlug(views, "Beer_Wine")?.name).toBe("Beer/Wine");
    expect(departmentBySlug(views, "floral")?.categoryId).toBeNull();
    expect(departmentById(views, 2)?.slug).toBe("meat-&-seafood");
  });
  it("is null when nothing matches", () => {
    expect(departmentBySlug(views, "toys")).toBeNull();
    expect(departmentById(views, 10002)).toBeNull();
  });
});
