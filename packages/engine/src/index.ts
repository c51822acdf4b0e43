/** Pure interview logic (no I/O): analysis, question planning, follow-ups, scoring, speech analytics. */
export {};
