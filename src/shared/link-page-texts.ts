/**
 * The texts of a link's page (docs/product.md §20): the polite pages of a link that shows no version
 * ({@link LINK_PAGE_TEXTS}) and what the page adds for its contact form and theme switch without
 * scripts ({@link LINK_FORM_TEXTS}), in each language. Plain data: the server's link pages read it.
 */
import type { Language } from './i18n/languages.js';

/**
 * The texts a link's page adds for its contact form and theme switch without scripts
 * (docs/product.md §20; docs/decisions/0188-link-pages-like-the-site.md).
 */
export const LINK_FORM_TEXTS: Record<
  Language,
  Record<
    | 'contact'
    | 'intro'
    | 'name'
    | 'email'
    | 'message'
    | 'send'
    | 'sentTitle'
    | 'sent'
    | 'errorTitle'
    | 'invalid'
    | 'tooFast'
    | 'expired'
    | 'rateLimited'
    | 'darkTheme'
    | 'lightTheme'
    | 'otherLanguage',
    string
  >
> = {
  en: {
    contact: 'Contact',
    intro: 'Write me a message and I will answer by email.',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    send: 'Send message',
    sentTitle: 'Message sent',
    sent: 'Thank you! Your message was sent.',
    errorTitle: 'The message was not sent',
    invalid: 'Check the name, the email address and the message, then send it again.',
    tooFast: 'The form was sent too fast. Wait a few seconds and send it again.',
    expired: 'The form has expired. Send it again.',
    rateLimited: 'Too many messages were sent from here. Please try again later.',
    darkTheme: 'Dark theme',
    lightTheme: 'Light theme',
    otherLanguage: 'Español',
  },
  es: {
    contact: 'Contacto',
    intro: 'Escríbeme un mensaje y te responderé por correo electrónico.',
    name: 'Nombre',
    email: 'Correo electrónico',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    sentTitle: 'Mensaje enviado',
    sent: '¡Gracias! Tu mensaje se envió.',
    errorTitle: 'El mensaje no se envió',
    invalid: 'Revisa el nombre, el correo electrónico y el mensaje, y vuelve a enviarlo.',
    tooFast: 'El formulario se envió demasiado rápido. Espera unos segundos y vuelve a enviarlo.',
    expired: 'El formulario ha caducado. Vuelve a enviarlo.',
    rateLimited: 'Se han enviado demasiados mensajes desde aquí. Vuelve a intentarlo más tarde.',
    darkTheme: 'Tema oscuro',
    lightTheme: 'Tema claro',
    otherLanguage: 'English',
  },
};

/** The link pages that show no version (docs/product.md §20), in each language: a title and a line. */
export const LINK_PAGE_TEXTS: Record<
  Language,
  Record<
    'malformed' | 'missing' | 'revoked' | 'expired' | 'paused' | 'throttled',
    { title: string; text: string }
  >
> = {
  en: {
    malformed: {
      title: 'This link is not valid',
      text: 'Its address is cut short or mistyped: copy the whole link again.',
    },
    missing: { title: 'This link does not exist', text: 'Check that the address was copied whole.' },
    revoked: {
      title: 'This link is no longer available',
      text: 'The owner has withdrawn it. Thank you for your interest.',
    },
    expired: { title: 'This link has expired', text: 'Thank you for your interest.' },
    paused: {
      title: 'This link is paused',
      text: 'The owner has paused it for now. Please try again later.',
    },
    throttled: {
      title: 'Too many attempts',
      text: 'Too many addresses that do not exist were tried from here. Please try again later.',
    },
  },
  es: {
    malformed: {
      title: 'Este enlace no es válido',
      text: 'Su dirección está cortada o mal escrita: vuelve a copiar el enlace entero.',
    },
    missing: { title: 'Este enlace no existe', text: 'Comprueba que la dirección se copió entera.' },
    revoked: {
      title: 'Este enlace ya no está disponible',
      text: 'Su dueño lo ha retirado. Gracias por tu interés.',
    },
    expired: { title: 'Este enlace ha caducado', text: 'Gracias por tu interés.' },
    paused: {
      title: 'Este enlace está en pausa',
      text: 'Su dueño lo ha pausado por ahora. Vuelve a intentarlo más tarde.',
    },
    throttled: {
      title: 'Demasiados intentos',
      text: 'Se han probado demasiadas direcciones que no existen desde aquí. Vuelve a intentarlo más tarde.',
    },
  },
};
