/**
 * The large chain's 44 stores, generated from towns grouped into regions (SectionName), several
 * stores per town, with coordinates scattered around each town centre.
 */
import type { Place } from "./common.ts";
import type { Rng } from "./prng.ts";

type Town = { city: string; zip: string; lat: number; lng: number; count: number };

const REGIONS: { section: string; state: string; stateName: string; towns: Town[] }[] = [
  {
    section: "Des Moines Metro",
    state: "IA",
    stateName: "Iowa",
    towns: [
      { city: "Des Moines", zip: "50309", lat: 41.5868, lng: -93.625, count: 5 },
      { city: "West Des Moines", zip: "50265", lat: 41.5772, lng: -93.7113, count: 3 },
      { city: "Ankeny", zip: "50023", lat: 41.7318, lng: -93.6001, count: 2 },
      { city: "Urbandale", zip: "50322", lat: 41.6267, lng: -93.7122, count: 2 },
    ],
  },
  {
    section: "Eastern Iowa",
    state: "IA",
    stateName: "Iowa",
    towns: [
      { city: "Cedar Rapids", zip: "52401", lat: 41.9779, lng: -91.6656, count: 4 },
      { city: "Iowa City", zip: "52240", lat: 41.6611, lng: -91.5302, count: 3 },
      { city: "Davenport", zip: "52801", lat: 41.5236, lng: -90.5776, count: 3 },
      { city: "Dubuque", zip: "52001", lat: 42.5006, lng: -90.6646, count: 2 },
    ],
  },
  {
    section: "Western Iowa",
    state: "IA",
    stateName: "Iowa",
    towns: [
      { city: "Sioux City", zip: "51101", lat: 42.4999, lng: -96.4003, count: 3 },
      { city: "Council Bluffs", zip: "51501", lat: 41.2619, lng: -95.8608, count: 2 },
    ],
  },
  {
    section: "Nebraska",
    state: "NE",
    stateName: "Nebraska",
    towns: [
      { city: "Omaha", zip: "68102", lat: 41.2565, lng: -95.9345, count: 5 },
      { city: "Lincoln", zip: "68508", lat: 40.8136, lng: -96.7026, count: 3 },
    ],
  },
  {
    section: "Southern Minnesota",
    state: "MN",
    stateName: "Minnesota",
    towns: [
      { city: "Rochester", zip: "55901", lat: 44.0121, lng: -92.4802, count: 3 },
      { city: "Mankato", zip: "56001", lat: 44.1636, lng: -93.9994, count: 2 },
      { city: "Albert Lea", zip: "56007", lat: 43.648, lng: -93.3683, count: 2 },
    ],
  },
];

const STREETS = [
  "Main Street",
  "Oak Avenue",
  "University Avenue",
  "Grand Avenue",
  "Ingersoll Avenue",
  "Center Street",
  "Park Avenue",
  "Lincoln Way",
  "Elm Street",
  "Harvest Drive",
  "Maple Avenue",
  "Prairie Road",
];
const SIDES = ["North", "South", "East", "West", "Central", "Uptown", "Village", "Plaza"];

/** Every store of the large chain (44). */
export function harvestPlaces(rng: Rng): Place[] {
  const places: Place[] = [];
  for (const region of REGIONS) {
    for (const town of region.towns) {
      for (let i = 0; i < town.count; i++) {
        const side = town.count === 1 ? "" : ` ${SIDES[i % SIDES.length] ?? ""}`;
        places.push({
          name: `Harvest Market ${town.city}${side}`,
          street: `${rng.int(100, 9800)} ${rng.pick(STREETS)}`,
          city: town.city,
          state: region.state,
          stateName: region.stateName,
          zip: town.zip,
          lat: Math.round((town.lat + (rng.next() - 0.5) * 0.08) * 1e5) / 1e5,
          lng: Math.round((town.lng + (rng.next() - 0.5) * 0.1) * 1e5) / 1e5,
          section: region.section,
        });
      }
    }
  }
  return places;
}
