// The institute's videos: its trips and its courses. Add or reorder videos here, not in markup.
// Titles and descriptions are messages, written in the reader's language where they are shown.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type Video = {
  /** The YouTube video id. */
  youtubeId: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
};

const YEARS_SINCE_PLASSEY = 267;

export const VIDEOS: Video[] = [
  {
    youtubeId: "ei_uBZw5AlI",
    title: msg`The Plassey battlefield today`,
    description: msg`A walk across the 1757 battlefield and the Palashi Monument on our Plassey trip.`,
  },
  {
    youtubeId: "QmKaL-HfGTQ",
    title: msg`Hazarduari Palace tour`,
    description: msg`Inside the palace of a thousand doors in Murshidabad, on the Bhagirathi bank.`,
  },
  {
    youtubeId: "2yddJwL1Tpg",
    title: msg`The MERN stack explained`,
    description: msg`MongoDB, Express, React and Node.js: what our six-month full-stack course covers.`,
  },
  {
    youtubeId: "7taldKOMGfs",
    title: msg`History of Hazarduari Palace`,
    description: msg`The story of the Nawabs' palace and its museum, told before the guided visit.`,
  },
  {
    youtubeId: "_ieohEZRPOc",
    title: msg`Plassey village, ${YEARS_SINCE_PLASSEY} years on`,
    description: msg`Life around the Plassey monument and mango groves near the institute.`,
  },
  {
    youtubeId: "rfscVS0vtbw",
    title: msg`Learn Python from scratch`,
    description: msg`A beginner's introduction to Python, the language of our Core Python course.`,
  },
];

export const thumbnailUrl = (video: Video) =>
  `https://i.ytimg.com/vi/${encodeURIComponent(video.youtubeId)}/hqdefault.jpg`;

export const embedUrl = (video: Video) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1`;
