import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { englishLeftovers } from "../../../scripts/check/language-audit.ts";
import { en } from "../../lib/i18n/en.ts";
import { es } from "../../lib/i18n/es.ts";
import type { Job } from "../../api/jobs.ts";
import { careersTexts } from "./careers-texts.server.ts";
import { sortAnnouncement } from "./jobs.ts";
import JobTable from "./JobTable.tsx";

// The openings as the hiring service answers them, each answer as set here.
let answer: { status: "loading" } | { status: "ready"; data: Job[] } = { status: "loading" };
vi.mock("../../lib/use-load.ts", () => ({ useLoad: () => ({ ...answer, reload: () => {} }) }));

const JOB = { title: "Cashier", city: "Springfield", job_hash: "abc" } as Job;

/** The table loading, with an opening, and with none. */
function everyView(texts: Record<string, string> | undefined): string {
  const props = {
    jobsUrl: "https://jobs.example/x",
    applyUrl: "https://jobs.example/{job_hash}",
    ...(texts ? { texts } : {}),
  };
  return [
    { status: "loading" as const },
    { status: "ready" as const, data: [JOB] },
    { status: "ready" as const, data: [] },
  ]
    .map((state) => {
      answer = state;
      return renderToStaticMarkup(createElement(JobTable, props));
    })
    .join("");
}

describe("the openings table's texts", () => {
  beforeEach(() => {
    answer = { status: "loading" };
  });

  it("writes its English on an English page, with no texts", () => {
    expect(careersTexts("en")).toBeUndefined();
    const views = everyView(undefined);
    for (const text of [
      'aria-label="Search openings"',
      "Search openings</label>",
      "Submit",
      "Loading the openings…",
      "Current openings",
      "Job Title",
      "Location",
      " (opens in a new tab)",
      "No records found",
    ])
      expect(views).toContain(text);
    expect(sortAnnouncement({ column: "city", direction: "descending" })).toBe("Sorted by Location, descending");
  });

  it("writes every text in Spanish on a Spanish page, with no English catalogue text left", () => {
    const texts = careersTexts("es")!;
    const views = everyView(texts);
    expect(
      englishLeftovers(`<html lang="es"><body>${views}</body></html>`, en, es, ["Cashier", "Springfield"]),
    ).toEqual([]);
    for (const text of [
      "Buscar vacantes",
      "Enviar",
      "Cargando las vacantes…",
      "Vacantes actuales",
      "Puesto",
      "Ubicación",
    ])
      expect(views).toContain(text);
    expect(views).toContain(" (se abre en una pestaña nueva)");
    expect(views).toContain(es["weeklyAds.none"]);
    expect(sortAnnouncement({ column: "city", direction: "descending" }, texts)).toBe(
      "Ordenado por Ubicación, descendente",
    );
    expect(sortAnnouncement({ column: "title", direction: "ascending" }, texts)).toBe(
      "Ordenado por Puesto, ascendente",
    );
    expect(texts["{n} openings found"]).toBe("{n} vacantes encontradas");
  });
});
