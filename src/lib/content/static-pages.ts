import type { ItemLabel } from "../forms/trade-in.ts";
import type { SpinToWin } from "../spin-to-win/settings.ts";
import { type DealerContact, regionAndPostcode } from "../tenant/contact.ts";

/**
 * The standard content pages of spec §2. Their text comes from the tenant's Markdown
 * (tenants/<slug>/content/<slug>.md); a page without one gets the default below, so a spec
 * route never 404s. /spin-to-win exists only where the tenant turns it on.
 */

export const STATIC_PAGE_SLUGS = [
  "about-us",
  "warranty",
  "roadside-assist",
  "terms-and-conditions",
  "privacy-policy",
  "spin-to-win",
] as const;
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

interface DefaultSection {
  heading?: string;
  paragraphs: string[];
  items?: string[];
}

interface DefaultPage {
  title: string;
  description: string;
  sections: DefaultSection[];
}

/** Who the dealer is, as the default pages word it. */
interface Dealer {
  name: string;
  legalName?: string;
  abn?: string;
  contact: DealerContact;
  itemLabel: ItemLabel;
}

/** The pages a tenant builds. */
export function staticPagesFor(config: { features: { spinToWin: SpinToWin } }): StaticPageSlug[] {
  return STATIC_PAGE_SLUGS.filter((slug) => slug !== "spin-to-win" || config.features.spinToWin.enabled);
}

/** Generated default of a page, worded from the dealer's own details. */
export function defaultPage(slug: StaticPageSlug, dealer: Dealer): DefaultPage {
  const { name, contact } = dealer;
  const legal = dealer.legalName ?? name;
  const things = dealer.itemLabel.plural;
  const reach = `call us on ${contact.phone} or email ${contact.email}`;
  switch (slug) {
    case "about-us":
      return {
        title: `About ${name}`,
        description: `${name} sells new, used and demo ${things} from ${[contact.suburb, contact.state ?? contact.region].filter(Boolean).join(", ")}.`,
        sections: [
          {
            paragraphs: [
              `${name} sells new, used and demo ${things} from ${contact.street}, ${contact.suburb} ${regionAndPostcode(contact)}.`,
              `Our team is here to help you find, finance and look after your next ${dealer.itemLabel.singular}: ${reach}.`,
            ],
          },
        ],
      };
    case "warranty":
      return {
        title: "Warranty",
        description: `Warranty cover on ${things} bought from ${name}.`,
        sections: [
          {
            paragraphs: [
              `New ${things} come with the manufacturer's warranty. Used ${things} carry the statutory warranty that applies in ${contact.state ?? (contact.country === "NZ" ? "New Zealand" : contact.region)}, and extended warranty is available.`,
            ],
          },
          {
            heading: "Making a claim",
            paragraphs: [`To make a claim, ${reach} with your registration number and a description of the fault.`],
          },
        ],
      };
    case "roadside-assist":
      return {
        title: "Roadside Assist",
        description: `Roadside assistance for ${name} customers.`,
        sections: [
          {
            paragraphs: [
              `Many new ${things} include roadside assistance for the length of the manufacturer's warranty. Check your owner's handbook for the number to call.`,
            ],
          },
          {
            heading: "What is covered",
            paragraphs: [],
            items: [
              "Flat batteries and jump starts",
              "Flat tyres",
              "Lock-outs and lost keys",
              "Towing to the nearest authorised repairer",
            ],
          },
          { heading: "Need help?", paragraphs: [`For anything else, ${reach}.`] },
        ],
      };
    case "terms-and-conditions":
      return {
        title: "Terms and Conditions",
        description: `Terms of use of the ${name} website.`,
        sections: [
          {
            paragraphs: [
              `This website is operated by ${legal}${dealer.abn ? ` (ABN ${dealer.abn})` : ""}. By using it you agree to these terms.`,
            ],
          },
          {
            heading: "Prices and availability",
            paragraphs: [
              `Prices, specifications and availability are subject to change without notice. Images are for illustration. Please confirm the details of any ${dealer.itemLabel.singular} with us before you buy.`,
            ],
          },
          {
            heading: "Finance",
            paragraphs: [
              "Finance estimates are a guide only and do not constitute an offer of credit. Fees, charges and lending criteria apply.",
            ],
          },
          {
            heading: "Contact",
            paragraphs: [`Questions about these terms? ${reach[0]!.toUpperCase()}${reach.slice(1)}.`],
          },
        ],
      };
    case "privacy-policy":
      return {
        title: "Privacy Policy",
        description: `How ${name} collects and uses your personal information.`,
        sections: [
          { paragraphs: [`${legal} is bound by the Australian Privacy Principles in the Privacy Act 1988 (Cth).`] },
          {
            heading: "What we collect",
            paragraphs: [
              "When you enquire, book a test drive or apply for finance we collect your name, contact details and what you tell us, to answer your enquiry.",
            ],
          },
          {
            heading: "Your choices",
            paragraphs: [
              `You may ask to see or correct the information we hold about you, or opt out of marketing at any time: ${reach}.`,
            ],
          },
        ],
      };
    case "spin-to-win":
      return {
        title: "Spin to Win",
        description: `Spin the wheel for a chance to win with ${name}.`,
        sections: [
          {
            paragraphs: [
              `Spin the wheel for a chance to win accessories, servicing or a discount off your next ${dealer.itemLabel.singular}.`,
              "Sign in with your mobile number, spin once, and show your code at the dealership to claim your prize.",
            ],
          },
        ],
      };
  }
}

/** A generated default page as Markdown: where an editor starts from when the dealer has no file for it. */
export function defaultPageMarkdown(page: DefaultPage): string {
  return page.sections
    .map((section) =>
      [
        section.heading && `## ${section.heading}`,
        ...section.paragraphs,
        section.items?.map((item) => `- ${item}`).join("\n"),
      ]
        .filter(Boolean)
        .join("\n\n"),
    )
    .join("\n\n");
}
