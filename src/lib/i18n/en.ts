/**
 * English: every text the product writes, as the specs give it (their spelling included). The keys
 * are the catalogue's keys: every other language has the same ones (catalogue.ts checks it).
 * `title.*` are page titles and breadcrumb labels of the route list; `{name}` is a placeholder.
 */
export const en = {
  "layout.skipLink": "Skip to main content",
  "layout.newTab": "(opens in a new tab)",
  "language.label": "Language",

  "header.login": "Login",
  "header.register": "Register",
  "header.goBack": "GO BACK",
  "header.menu": "Menu",
  "header.nav": "Main",
  "header.logoAlt": "{store} home",
  "nav.submenu": "{label} submenu",
  "nav.more": "More",

  "breadcrumb.label": "Breadcrumb",
  "breadcrumb.home": "Home",

  "footer.about": "About {store}",
  "footer.knowMore": "Know More",
  "footer.knowMoreAbout": "about {store}",
  "footer.contact": "Contact",
  "footer.hours": "Hours",
  "footer.offerQuestion": "Questions about an offer?",
  "footer.supportQuestion": "Need support?",
  "footer.moreLinks": "More Links",
  "footer.followUs": "Follow Us",
  "footer.copyright": "© {year} {store}. All rights reserved.",

  "title.home": "Home",
  "title.comingSoon": "Coming Soon",
  "title.coupons": "Coupons",
  "title.digitalDeals": "This Week's Digital Deals",
  "title.departments": "Departments",
  "title.floral": "Floral",
  "title.weeklyAds": "Weekly Ads",
  "title.catering": "Catering",
  "title.contact": "Contact",
  "title.contactUs": "Contact Us",
  "title.locations": "Locations",
  "title.loyalty": "Loyalty",
  "title.downloadApps": "Download Our Apps",
  "title.login": "Login",
  "title.forgotPin": "Forgot Pin",
  "title.forgotPassword": "Forgot Password",
  "title.register": "Register",
  "title.linkCard": "Link Card Registration",
  "title.myAccount": "My Account",
  "title.changePin": "Change Pin",
  "title.changePassword": "Change Password",
  "title.myRewards": "My Rewards",
  "title.cart": "Shopping Cart",
  "title.dealsSheet": "My Deals Sheet",
  "title.aboutUs": "About Us",
  "title.companyPolicies": "Company Policies",
  "title.webAccessibility": "Web Accessibility",
  "title.a11yReport": "Accessibility Report",
  "title.deleteAccount": "How to delete your account",
  "title.employment": "Employment",
  "title.orderOnline": "Order Online",
  "title.pharmacy": "Pharmacy",
  "title.seniorDiscount": "Senior Discount",
  "title.tutorial": "Tutorial",
  "title.notFound": "PAGE NOT FOUND",
  "title.offline": "You are offline",

  "error.text": "the page you are looking for not avaible!",
  "error.backHome": "Back to Home",

  "offline.unavailable": "This page is not available without a connection. Your card and your list are.",
  "offline.backOnline": "It opens by itself when you are back online.",
  "offline.showCard": "Show my card",

  "page.comingSoon": "{page} coming soon",
  "deleteAccount.contactUs": "Please contact us to delete your account.",

  "about.numbers": "Our numbers",
  "about.happyCustomers": "Happy Customers",
  "about.awards": "Awards",
  "about.years": "Years",
  "about.communityProjects": "Community Projects",
  "about.history": "Our History in Pictures",
  "about.photos": "Photos",
  "about.photo": "Photo {n} of {count}",
  "about.testimonials": "What Our Shoppers Say",
  "about.brands": "Our Brands",
  "about.brandsLabel": "Brands",
  "about.brand": "Brand {n}",
  "about.locations": "Our Locations",
  "about.phone": "Phone:",
  "about.email": "Email:",
  "about.hours": "Hours:",

  "help.callUs": "Call us at",
  "help.emailUs": "E-mail us at",
  "help.contactPage": "contact page",
  "help.intro": "If any part of this site is hard to use, please tell us and we will help you get what you need.",

  "a11y.commitment":
    "{store} is committed to making this website usable by everyone, including people with disabilities. We aim to follow the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, and we keep testing and improving the site.",
  "a11y.reportIntro": "What our accessibility checks found for this release of the site:",
  "a11y.reportLink": "our accessibility report.",
  "a11y.needHelp": "Need help?",
  "a11y.findStore": "Or find your store on our",
  "a11y.tips": "Tips for easier reading",
  "a11y.textSize": "Text size",
  "a11y.textSizeTip":
    "Zoom the page with Ctrl and + (Cmd and + on a Mac) to make text larger, and Ctrl and - to make it smaller; Ctrl and 0 resets it. On phones and tablets, pinch to zoom, or raise the text size in your device's display or accessibility settings.",
  "a11y.contrast": "Contrast",
  "a11y.contrastTip":
    "Turn on your system's high-contrast or increased-contrast setting (Windows: Settings, Accessibility, Contrast themes; macOS and iOS: Accessibility, Display, Increase contrast; Android: Accessibility, High contrast text). Browser extensions and reader views can also change colours and fonts.",
} as const;

/** A key of the catalogue. */
export type MessageKey = keyof typeof en;
