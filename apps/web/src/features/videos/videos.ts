// The institute's videos: its trips and its courses. Add or reorder videos here, not in markup.

export type Video = {
  /** The YouTube video id. */
  youtubeId: string;
  title: string;
  description: string;
};

export const VIDEOS: Video[] = [
  {
    youtubeId: "ei_uBZw5AlI",
    title: "The Plassey battlefield today",
    description: "A walk across the 1757 battlefield and the Palashi Monument on our Plassey trip.",
  },
  {
    youtubeId: "QmKaL-HfGTQ",
    title: "Hazarduari Palace tour",
    description: "Inside the palace of a thousand doors in Murshidabad, on the Bhagirathi bank.",
  },
  {
    youtubeId: "2yddJwL1Tpg",
    title: "The MERN stack explained",
    description:
      "MongoDB, Express, React and Node.js: what our six-month full-stack course covers.",
  },
  {
    youtubeId: "7taldKOMGfs",
    title: "History of Hazarduari Palace",
    description: "The story of the Nawabs' palace and its museum, told before the guided visit.",
  },
  {
    youtubeId: "_ieohEZRPOc",
    title: "Plassey village, 267 years on",
    description: "Life around the Plassey monument and mango groves near the institute.",
  },
  {
    youtubeId: "rfscVS0vtbw",
    title: "Learn Python from scratch",
    description: "A beginner's introduction to Python, the language of our Core Python course.",
  },
];

export const thumbnailUrl = (video: Video) =>
  `https://i.ytimg.com/vi/${encodeURIComponent(video.youtubeId)}/hqdefault.jpg`;

export const embedUrl = (video: Video) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1`;
