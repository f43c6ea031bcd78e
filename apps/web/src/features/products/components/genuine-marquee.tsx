import classes from "./genuine-marquee.module.css";

/** The specification's marquee: every item in the shop is genuine. */
export function GenuineMarquee() {
  return (
    <p className={classes.marquee}>
      <span className={classes.text}>
        All items are 100% genuine — original products and study materials, checked by the
        institute.
      </span>
    </p>
  );
}
