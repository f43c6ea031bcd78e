// The made-up vocabulary of the volume data (bench/volume-data.ts) and its seeded random numbers:
// the same volume always fills the same rows, so two runs measure the same database.

/** sfc32: small, fast and good enough to make test data; seeded so every run is the same. */
export class Random {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(seed: number) {
    this.#a = 0x9e3779b9;
    this.#b = 0x243f6a88;
    this.#c = 0xb7e15162;
    this.#d = seed >>> 0;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A number in [0, 1). */
  next(): number {
    const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#c = (this.#c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }

  /** One of the items, each as likely as its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let left = this.next() * total;
    for (const [item, weight] of items) {
      left -= weight;
      if (left < 0) return item;
    }
    const last = items[items.length - 1];
    if (!last) throw new Error("weighted pick from an empty list");
    return last[0];
  }

  /** `count` digits. */
  digits(count: number): string {
    let text = "";
    for (let i = 0; i < count; i++) text += String(this.int(0, 9));
    return text;
  }

  hex(count: number): string {
    let text = "";
    for (let i = 0; i < count; i++) text += this.int(0, 15).toString(16);
    return text;
  }
}

/**
 * A UUIDv7 for `ms`, as the server's newId makes them (apps/server/src/lib/ids.ts): the time in
 * the first 48 bits, so ordering by id is ordering by creation time, as every list relies on.
 */
export function uuidV7(ms: number, random: Random): string {
  const time = Math.floor(ms).toString(16).padStart(12, "0");
  const variant = (8 + random.int(0, 3)).toString(16);
  return `${time.slice(0, 8)}-${time.slice(8)}-7${random.hex(3)}-${variant}${random.hex(3)}-${random.hex(12)}`;
}

export const FIRST_NAMES = [
  "Aarav",
  "Abhijit",
  "Aditi",
  "Amit",
  "Ananya",
  "Anirban",
  "Anjali",
  "Arijit",
  "Arpita",
  "Bikash",
  "Debasish",
  "Deepa",
  "Dipankar",
  "Farhan",
  "Gargi",
  "Imran",
  "Indrani",
  "Jayanta",
  "Kakoli",
  "Kaushik",
  "Madhumita",
  "Manas",
  "Moumita",
  "Nasrin",
  "Nilanjan",
  "Paromita",
  "Pritam",
  "Priya",
  "Rahul",
  "Rajesh",
  "Rakhi",
  "Riya",
  "Sabina",
  "Sagar",
  "Sanjay",
  "Sayantani",
  "Shreya",
  "Sohini",
  "Subhajit",
  "Sudip",
  "Sumana",
  "Suman",
  "Tanmay",
  "Tanushree",
  "Tapas",
  "Tuhin",
  "Urmila",
  "Vikram",
  "Yasmin",
  "Zubair",
] as const;

/** Common surnames first: a search for one of them finds many people, as it would there. */
export const LAST_NAMES = [
  "Das",
  "Roy",
  "Ghosh",
  "Sharma",
  "Mondal",
  "Sarkar",
  "Biswas",
  "Chatterjee",
  "Banerjee",
  "Mukherjee",
  "Saha",
  "Dutta",
  "Sen",
  "Paul",
  "Khan",
  "Sheikh",
  "Halder",
  "Pal",
  "Bose",
  "Mitra",
  "Ahmed",
  "Bhattacharya",
  "Chakraborty",
  "Kar",
  "Nandi",
  "Singh",
  "Yadav",
  "Gupta",
  "Hossain",
  "Majumdar",
] as const;

export const TOWNS = [
  "Berhampore",
  "Lalbagh",
  "Jiaganj",
  "Kandi",
  "Domkal",
  "Jangipur",
  "Beldanga",
  "Plassey",
  "Krishnanagar",
  "Nabadwip",
  "Ranaghat",
  "Kalyani",
  "Bahrampur",
  "Raghunathganj",
  "Farakka",
] as const;

export const STREETS = [
  "Station Road",
  "College Para",
  "Netaji Subhas Road",
  "Gora Bazar",
  "Khagra",
  "Cossimbazar",
  "Hospital Road",
  "Lalgola Road",
  "Court More",
  "Panchanantala",
  "Bhagirathi Lane",
] as const;

/** What a support ticket is about; `refund` is the word the search case looks for. */
export const TICKET_TOPICS = [
  ["the pick-up time from Berhampore station", 22],
  ["changing the date of our tickets", 18],
  ["a group discount for our school", 12],
  ["wheelchair access at the monument", 6],
  ["the language of the guide", 8],
  ["food and water on the bus", 8],
  ["a refund for the cancelled trip", 4],
  ["bags left behind on the bus", 5],
  ["permission to take photographs inside", 7],
  ["the receipt for our payment", 10],
] as const;

export const TICKET_OPENINGS = [
  "Hello, we booked the trip for next month.",
  "Dear team, I am writing on behalf of my family.",
  "Good morning. Our college group has a question.",
  "Namaskar, this is about the booking I made online.",
  "Hi, my parents are travelling with us this time.",
] as const;

export const TICKET_DETAILS = [
  "We are twelve people, including two children and one senior citizen.",
  "Please call me on my mobile in the evening if anything is unclear.",
  "The confirmation mail did not say anything about this.",
  "Last year the arrangement was different, so I wanted to check.",
  "We would be grateful for a quick answer as the date is close.",
  "Kindly let us know what documents we should carry.",
] as const;

export const STAFF_REPLIES = [
  "Thank you for writing. I have checked the booking and updated it.",
  "The bus leaves at 7:30 sharp; please be at the gate by 7:15.",
  "I have spoken to the guide and he will accompany your group.",
  "We have noted this and will confirm by tomorrow evening.",
  "The refund has been initiated and should reach your account in five working days.",
  "Please share the booking number so that I can look into it.",
] as const;

export const CUSTOMER_REPLIES = [
  "Thank you, that answers my question.",
  "The booking number is on the receipt, I have attached a photo.",
  "Could you also confirm the return time?",
  "We will be there on time. Thanks again.",
  "Still waiting for an update on this, please check.",
] as const;

export const PRODUCT_ITEMS = [
  ["shop", "souvenir mug"],
  ["shop", "cotton tote bag"],
  ["shop", "travel diary"],
  ["shop", "Murshidabad silk scarf"],
  ["shop", "Hazarduari postcard set"],
  ["shop", "water bottle"],
  ["shop", "institute T-shirt"],
  ["shop", "brass paperweight"],
  ["study", "Core Java notes"],
  ["study", "Python exercise book"],
  ["study", "MERN project guide"],
  ["study", "front-end handbook"],
  ["study", "back-end question bank"],
  ["study", "entrance test practice papers"],
] as const;

export const MAIL_SUBJECTS = [
  ["Your ticket was updated", 40],
  ["A staff member replied to your ticket", 25],
  ["Your order was confirmed", 12],
  ["Your admission was received", 6],
  ["Reset your password", 8],
  ["Your password was changed", 4],
  ["Welcome to Plassey Institute", 5],
] as const;

export const MAIL_ERRORS = [
  "connect ECONNREFUSED 127.0.0.1:587",
  "550 5.1.1 The email account that you tried to reach does not exist",
  "421 4.7.0 Try again later, closing connection",
  "Greeting never received",
] as const;

/** Assembly constituencies of Murshidabad and Nadia, with their district. */
export const CONSTITUENCIES = [
  ["Farakka", "Murshidabad"],
  ["Samserganj", "Murshidabad"],
  ["Suti", "Murshidabad"],
  ["Jangipur", "Murshidabad"],
  ["Raghunathganj", "Murshidabad"],
  ["Sagardighi", "Murshidabad"],
  ["Lalgola", "Murshidabad"],
  ["Bhagabangola", "Murshidabad"],
  ["Raninagar", "Murshidabad"],
  ["Murshidabad", "Murshidabad"],
  ["Nabagram", "Murshidabad"],
  ["Khargram", "Murshidabad"],
  ["Burwan", "Murshidabad"],
  ["Kandi", "Murshidabad"],
  ["Bharatpur", "Murshidabad"],
  ["Rejinagar", "Murshidabad"],
  ["Beldanga", "Murshidabad"],
  ["Baharampur", "Murshidabad"],
  ["Hariharpara", "Murshidabad"],
  ["Naoda", "Murshidabad"],
  ["Domkal", "Murshidabad"],
  ["Jalangi", "Murshidabad"],
  ["Karimpur", "Nadia"],
  ["Tehatta", "Nadia"],
  ["Palashipara", "Nadia"],
  ["Kaliganj", "Nadia"],
  ["Nakashipara", "Nadia"],
  ["Chapra", "Nadia"],
  ["Krishnanagar Uttar", "Nadia"],
  ["Nabadwip", "Nadia"],
  ["Krishnanagar Dakshin", "Nadia"],
  ["Santipur", "Nadia"],
  ["Ranaghat Uttar Paschim", "Nadia"],
  ["Krishnaganj", "Nadia"],
  ["Ranaghat Uttar Purba", "Nadia"],
  ["Ranaghat Dakshin", "Nadia"],
  ["Chakdaha", "Nadia"],
  ["Kalyani", "Nadia"],
  ["Haringhata", "Nadia"],
] as const;

export const VEHICLES = [
  ["Maruti Suzuki", ["Alto", "Swift", "Dzire", "Ertiga", "Eeco"]],
  ["Tata", ["Nexon", "Tiago", "Winger", "Ace"]],
  ["Mahindra", ["Bolero", "Scorpio", "XUV700"]],
  ["Force", ["Traveller", "Trax"]],
  ["Ashok Leyland", ["Dost", "Viking"]],
  ["Toyota", ["Innova", "Innova Crysta"]],
] as const;
