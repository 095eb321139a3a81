/** Whether a box's content is larger than the box itself: then it scrolls (axe's test too). */
export function overflows(box: { scrollWidth: number; clientWidth: number; scrollHeight: number; clientHeight: number }): boolean {
  return box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
}
