/**
 * Spanish, written for the product (README.md: neutral Spanish, usted throughout). Every key of
 * en.ts, with the same {placeholders}; catalogue.ts fails the build on a missing one.
 */
import type { MessageKey } from "./en.ts";

export const es: Record<MessageKey, string> = {
  "layout.skipLink": "Saltar al contenido principal",
  "layout.newTab": "(se abre en una pestaña nueva)",
  "language.label": "Idioma",

  "header.login": "Iniciar sesión",
  "header.register": "Registrarse",
  "header.goBack": "VOLVER",
  "header.menu": "Menú",
  "header.nav": "Principal",
  "header.logoAlt": "Inicio de {store}",
  "nav.submenu": "Submenú de {label}",
  "nav.more": "Más",

  "breadcrumb.label": "Ruta de navegación",
  "breadcrumb.home": "Inicio",

  "footer.about": "Acerca de {store}",
  "footer.knowMore": "Más información",
  "footer.knowMoreAbout": "sobre {store}",
  "footer.contact": "Contacto",
  "footer.hours": "Horario",
  "footer.offerQuestion": "¿Preguntas sobre una oferta?",
  "footer.supportQuestion": "¿Necesita ayuda?",
  "footer.moreLinks": "Más enlaces",
  "footer.followUs": "Síganos",
  "footer.copyright": "© {year} {store}. Todos los derechos reservados.",

  "title.home": "Inicio",
  "title.comingSoon": "Próximamente",
  "title.coupons": "Cupones",
  "title.departments": "Departamentos",
  "title.floral": "Floristería",
  "title.weeklyAds": "Ofertas semanales",
  "title.catering": "Catering",
  "title.contact": "Contacto",
  "title.contactUs": "Contáctenos",
  "title.locations": "Ubicaciones",
  "title.loyalty": "Programa de lealtad",
  "title.downloadApps": "Descargue nuestras aplicaciones",
  "title.login": "Iniciar sesión",
  "title.forgotPin": "¿Olvidó su PIN?",
  "title.forgotPassword": "¿Olvidó su contraseña?",
  "title.register": "Registrarse",
  "title.linkCard": "Registro con tarjeta",
  "title.myAccount": "Mi cuenta",
  "title.changePin": "Cambiar PIN",
  "title.changePassword": "Cambiar contraseña",
  "title.myRewards": "Mis recompensas",
  "title.cart": "Carrito de compras",
  "title.dealsSheet": "Mi hoja de ofertas",
  "title.aboutUs": "Quiénes somos",
  "title.companyPolicies": "Políticas de la empresa",
  "title.webAccessibility": "Accesibilidad web",
  "title.a11yReport": "Informe de accesibilidad",
  "title.deleteAccount": "Cómo eliminar su cuenta",
  "title.employment": "Empleo",
  "title.orderOnline": "Pedidos en línea",
  "title.pharmacy": "Farmacia",
  "title.seniorDiscount": "Descuento para personas mayores",
  "title.tutorial": "Tutorial",
  "title.notFound": "PÁGINA NO ENCONTRADA",
  "title.offline": "Está sin conexión",

  "error.text": "La página que busca no está disponible.",
  "error.backHome": "Volver al inicio",

  "offline.unavailable": "Esta página no está disponible sin conexión. Su tarjeta y su lista sí lo están.",
  "offline.backOnline": "Se abrirá sola cuando vuelva a tener conexión.",
  "offline.showCard": "Mostrar mi tarjeta",

  "page.comingSoon": "{page} estará disponible muy pronto",
  "deleteAccount.contactUs": "Comuníquese con nosotros para eliminar su cuenta.",

  "help.callUs": "Llámenos al",
  "help.emailUs": "Escríbanos a",
  "help.contactPage": "página de contacto",
  "help.intro":
    "Si alguna parte de este sitio le resulta difícil de usar, díganoslo y le ayudaremos a obtener lo que necesita.",

  "a11y.commitment":
    "{store} se compromete a que cualquier persona pueda usar este sitio web, incluidas las personas con discapacidad. Nos proponemos seguir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA, y seguimos probando y mejorando el sitio.",
  "a11y.reportIntro": "Lo que encontraron nuestras pruebas de accesibilidad en esta versión del sitio:",
  "a11y.reportLink": "nuestro informe de accesibilidad.",
  "a11y.needHelp": "¿Necesita ayuda?",
  "a11y.findStore": "O encuentre su tienda en nuestra",
  "a11y.tips": "Consejos para leer con más facilidad",
  "a11y.textSize": "Tamaño del texto",
  "a11y.textSizeTip":
    "Amplíe la página con Ctrl y + (Cmd y + en una Mac) para agrandar el texto, y con Ctrl y - para reducirlo; Ctrl y 0 lo restablece. En teléfonos y tabletas, pellizque la pantalla para ampliarla o aumente el tamaño del texto en la configuración de pantalla o de accesibilidad de su dispositivo.",
  "a11y.contrast": "Contraste",
  "a11y.contrastTip":
    "Active el ajuste de alto contraste o de mayor contraste de su sistema (Windows: Configuración, Accesibilidad, Temas de contraste; macOS e iOS: Accesibilidad, Pantalla, Aumentar contraste; Android: Accesibilidad, Texto de alto contraste). Las extensiones del navegador y los modos de lectura también pueden cambiar los colores y las fuentes.",
};
