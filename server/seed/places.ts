/** Gujarat's districts, as listed by the state government. */
export const GUJARAT_DISTRICTS = [
  'Ahmedabad',
  'Amreli',
  'Anand',
  'Aravalli',
  'Banaskantha',
  'Bharuch',
  'Bhavnagar',
  'Botad',
  'Chhota Udaipur',
  'Dahod',
  'Dang',
  'Devbhoomi Dwarka',
  'Gandhinagar',
  'Gir Somnath',
  'Jamnagar',
  'Junagadh',
  'Kheda',
  'Kutch',
  'Mahisagar',
  'Mehsana',
  'Morbi',
  'Narmada',
  'Navsari',
  'Panchmahal',
  'Patan',
  'Porbandar',
  'Rajkot',
  'Sabarkantha',
  'Surat',
  'Surendranagar',
  'Tapi',
  'Vadodara',
  'Valsad',
] as const;

/** Each district's name in Gujarati, as the state government writes it. */
export const GUJARAT_DISTRICTS_GU: Record<(typeof GUJARAT_DISTRICTS)[number], string> = {
  Ahmedabad: 'અમદાવાદ',
  Amreli: 'અમરેલી',
  Anand: 'આણંદ',
  Aravalli: 'અરવલ્લી',
  Banaskantha: 'બનાસકાંઠા',
  Bharuch: 'ભરૂચ',
  Bhavnagar: 'ભાવનગર',
  Botad: 'બોટાદ',
  'Chhota Udaipur': 'છોટા ઉદેપુર',
  Dahod: 'દાહોદ',
  Dang: 'ડાંગ',
  'Devbhoomi Dwarka': 'દેવભૂમિ દ્વારકા',
  Gandhinagar: 'ગાંધીનગર',
  'Gir Somnath': 'ગીર સોમનાથ',
  Jamnagar: 'જામનગર',
  Junagadh: 'જૂનાગઢ',
  Kheda: 'ખેડા',
  Kutch: 'કચ્છ',
  Mahisagar: 'મહીસાગર',
  Mehsana: 'મહેસાણા',
  Morbi: 'મોરબી',
  Narmada: 'નર્મદા',
  Navsari: 'નવસારી',
  Panchmahal: 'પંચમહાલ',
  Patan: 'પાટણ',
  Porbandar: 'પોરબંદર',
  Rajkot: 'રાજકોટ',
  Sabarkantha: 'સાબરકાંઠા',
  Surat: 'સુરત',
  Surendranagar: 'સુરેન્દ્રનગર',
  Tapi: 'તાપી',
  Vadodara: 'વડોદરા',
  Valsad: 'વલસાડ',
};

/**
 * Post offices and villages where the demo community lives, by district, with how
 * many families each district gets (a community concentrated in north Gujarat).
 */
export const SETTLEMENTS: {
  district: (typeof GUJARAT_DISTRICTS)[number];
  weight: number;
  posts: Record<string, string[]>;
}[] = [
  {
    district: 'Mehsana',
    weight: 30,
    posts: {
      Visnagar: ['Kansa', 'Bhandu', 'Kamana', 'Valam'],
      Vadnagar: ['Sipor', 'Sundhiya', 'Khatodara'],
      Unjha: ['Aithor', 'Kamli', 'Upera', 'Brahmanwada'],
      Kadi: ['Nandasan', 'Karannagar', 'Kundal'],
    },
  },
  {
    district: 'Banaskantha',
    weight: 20,
    posts: {
      Palanpur: ['Chadotar', 'Malana', 'Gadh'],
      Deesa: ['Bhildi', 'Juna Deesa', 'Rampura'],
      Vadgam: ['Chhapi', 'Pilucha', 'Majadar'],
    },
  },
  {
    district: 'Patan',
    weight: 15,
    posts: {
      Sidhpur: ['Kakoshi', 'Methan', 'Kalyana'],
      Chanasma: ['Dhinoj', 'Vadavali'],
    },
  },
  {
    district: 'Sabarkantha',
    weight: 10,
    posts: {
      Himatnagar: ['Hadiyol', 'Gambhoi', 'Sonasan'],
      Idar: ['Jadar', 'Kadiyadara', 'Chorivad'],
    },
  },
  {
    district: 'Gandhinagar',
    weight: 8,
    posts: {
      Kalol: ['Saij', 'Sherisa', 'Pansar'],
      Mansa: ['Itadra', 'Charada', 'Balva'],
    },
  },
  {
    district: 'Ahmedabad',
    weight: 8,
    posts: {
      Sanand: ['Modasar', 'Garodiya'],
      Viramgam: ['Jakhwada', 'Vasvelia'],
    },
  },
  {
    district: 'Aravalli',
    weight: 5,
    posts: {
      Modasa: ['Tintoi', 'Sardoi'],
      Bayad: ['Demai', 'Sathamba'],
    },
  },
  {
    district: 'Surat',
    weight: 4,
    posts: {
      Bardoli: ['Sarbhon', 'Madhi'],
      Olpad: ['Sayan', 'Kudsad'],
    },
  },
];

/** Members elsewhere in India: state name (as in the countries data) and cities. */
export const INDIA_ELSEWHERE = [
  { state: 'Maharashtra', cities: ['Mumbai', 'Pune'] },
  { state: 'Karnataka', cities: ['Bengaluru'] },
  { state: 'Rajasthan', cities: ['Jaipur', 'Udaipur'] },
];

/** Members abroad: ISO country code and cities. */
export const ABROAD = [
  { iso2: 'US', cities: ['Edison', 'Chicago', 'Houston'], dial: '1' },
  { iso2: 'GB', cities: ['Leicester', 'London'], dial: '44' },
  { iso2: 'CA', cities: ['Toronto', 'Brampton'], dial: '1' },
  { iso2: 'AU', cities: ['Melbourne', 'Sydney'], dial: '61' },
  { iso2: 'AE', cities: ['Dubai'], dial: '971' },
];
