// Rupee amounts as Indians write them: ₹1,23,456.50 (en-IN grouping).
const RUPEES = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

export const formatRupees = (rupees: number): string => RUPEES.format(rupees);
