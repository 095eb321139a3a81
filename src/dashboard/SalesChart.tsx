/**
 * The bar chart of sales and purchases per month. Loaded lazily by
 * MonthlyChart (chart.js stays out of the login route and the shell);
 * only the pieces a bar chart needs are registered.
 */
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { formatEuros } from '../domain/money';
import { formatWholeEuros, type ChartMonth } from './dashboardModel';
import { TEXT } from './messages';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

// Bootstrap's primary and a dark teal: distinguishable for common colour blindness and on white.
const SALES_COLOUR = '#0d6efd';
const PURCHASES_COLOUR = '#146c43';

export default function SalesChart({ chart, summary }: { chart: ChartMonth[]; summary: string }) {
  const data = {
    labels: chart.map((m) => m.month.shortLabel),
    datasets: [
      { label: TEXT.sales, data: chart.map((m) => m.salesBaseCents), backgroundColor: SALES_COLOUR },
      { label: TEXT.purchases, data: chart.map((m) => m.purchasesBaseCents), backgroundColor: PURCHASES_COLOUR },
    ],
  };
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    locale: 'es-ES',
    plugins: {
      legend: { position: 'bottom' },
      tooltip: { callbacks: { label: (ctx) => `${ctx.dataset.label ?? ''}: ${formatEuros(Number(ctx.raw))}` } },
    },
    scales: {
      x: { ticks: { autoSkip: true, maxRotation: 0, autoSkipPadding: 8 } },
      y: { beginAtZero: true, ticks: { maxTicksLimit: 6, callback: (value) => formatWholeEuros(Number(value)) } },
    },
  };
  return (
    <div style={{ position: 'relative', height: 280 }}>
      <Bar data={data} options={options} role="img" aria-label={summary} data-testid="dashboard-chart" />
    </div>
  );
}
