import type { common as english } from '../en/common';

/** The shared kit: the shell, the menu, buttons, confirmations, filters, the member picker, photos. */
export const common: typeof english = {
  app: {
    name: 'ફેમિલી ડિરેક્ટરી',
    tagline: 'સમાજ વહીવટ',
    language: 'ભાષા',
    menu: {
      overview: 'ઝાંખી',
      waiting: '%{smart_count} બાકી',
      community: 'સમાજ',
      activities: 'પ્રવૃત્તિઓ',
      business: 'વ્યવસાય અને નોકરી',
      masters: 'માસ્ટર્સ',
      support: 'સહાય',
      dashboard: 'ડેશબોર્ડ',
    },
    error: {
      generic: 'કંઈક ખોટું થયું',
    },
    common: {
      add: '%{name} ઉમેરો',
      edit: '%{name} સુધારો',
      actions: 'ક્રિયાઓ',
      view: 'જુઓ',
      export: 'એક્સપોર્ટ',
      all: 'બધા',
      yes: 'હા',
      no: 'ના',
      back: 'પાછા',
      no_data: 'કોઈ માહિતી નથી...',
    },
    schedule: {
      start: 'શરૂઆતની તારીખ અને સમય',
      duration: 'સમયગાળો (મિનિટ)',
      minutes: '%{smart_count} મિનિટ',
      hours: '%{smart_count} કલાક',
      hours_minutes: '%{hours} કલાક %{minutes} મિનિટ',
      duration_range: '%{min} થી %{max} વચ્ચે પૂર્ણ મિનિટ લખો.',
    },
    live: {
      live: 'લાઇવ',
      off: 'બંધ',
      make_live: 'લાઇવ કરો',
      make_off: 'લાઇવમાંથી દૂર કરો',
    },
    image: {
      open: '%{name} નો ફોટો ખોલો',
      previous: 'પાછળનું',
      next: 'આગળનું',
    },
    photo: {
      choose: 'ફોટો પસંદ કરો',
      preview: 'ફોટો',
      not_image: 'ફોટાની ફાઇલ પસંદ કરો (JPEG, PNG, WebP અથવા GIF).',
      too_large: 'ફોટો ખૂબ મોટો છે (વધુમાં વધુ 5 MB).',
    },
    status: {
      shown: 'બતાવો',
      show: 'બતાવો',
      hide: 'છુપાવો',
      show_question: 'તે ફેમિલી એપમાં દેખાશે. શું તમે ખાતરી કરો છો ?',
      hide_question: 'તે હવે ફેમિલી એપમાં નહીં દેખાય. શું તમે ખાતરી કરો છો ?',
    },
    group: {
      members_go_too: 'તેનો એક સભ્ય પણ તેમાંથી દૂર થશે. |||| તેના %{smart_count} સભ્યો પણ તેમાંથી દૂર થશે.',
      members: 'સભ્યો',
    },
    backup: {
      download: 'છેલ્લો બેકઅપ ડાઉનલોડ કરો',
      none: 'હજી કોઈ બેકઅપ નથી',
      none_hint: 'રાત્રિના બેકઅપ માટે BACKUP_DIR જરૂરી છે (docs/deploy.md)',
      details: '%{date} · %{size}',
    },
    session: {
      everywhere: 'બધે જ સાઇન આઉટ કરો',
      everywhere_question:
        'આ ખાતું દરેક ઉપકરણ પરથી, આ ઉપકરણ સહિત, સાઇન આઉટ કરવું છે? તેનો ઉપયોગ કરનાર દરેકે ફરી સાઇન ઇન કરવું પડશે.',
    },
    confirm: {
      title: 'કૃપા કરીને ખાતરી કરો',
      named: '%{name}: %{action}?',
      remove_from: '%{name} ને %{from} માંથી દૂર કરવા?',
      delete: 'શું તમે ખરેખર તેને કાઢી નાખવા માંગો છો ?',
      remove: 'શું તમે ખરેખર તેને દૂર કરવા માંગો છો ?',
      make_head: 'શું તમે ખરેખર આ સભ્યને કુટુંબના વડા બનાવવા માંગો છો ?',
      change_status: 'શું તમે ખરેખર સ્થિતિ બદલવા માંગો છો ?',
      make_live: 'શું તમે ખરેખર તેને લાઇવ કરવા માંગો છો ?',
      remove_live: 'શું તમે ખરેખર તેને લાઇવમાંથી દૂર કરવા માંગો છો ?',
      export: 'શું તમે ખરેખર તેને એક્સપોર્ટ કરવા માંગો છો ?',
      resend: 'શું તમે ખરેખર તેને ફરી મોકલવા માંગો છો ?',
      discard_title: 'તમારા ફેરફારો રદ કરવા?',
      discard: 'આ સંવાદમાં તમે લખેલું સચવાયું નથી અને જતું રહેશે.',
    },
    filters: {
      button: 'ફિલ્ટર',
      button_active: 'ફિલ્ટર (ચાલુ)',
      clear: 'સાફ કરો',
      apply: 'ફિલ્ટર કરો',
      any: 'કોઈપણ',
    },
    member_picker: {
      label: 'સભ્ય',
      hint: 'નામ અથવા મોબાઇલ નંબર લખો',
      none: 'કોઈ સભ્ય મળ્યો નથી',
    },
  },
};
