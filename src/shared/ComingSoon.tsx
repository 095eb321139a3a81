/** A screen whose content a later release fills: the route, menu and guards are already real. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className="h3">
        {title}
      </h1>
      <p className="text-body-secondary">Esta pantalla está en preparación. Muy pronto podrás usarla desde aquí.</p>
    </section>
  );
}
