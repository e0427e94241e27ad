import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/categories';
import { listVitalsP75 } from '@/lib/vitals/list-vitals';
import { VITAL_METRICS, VITAL_THRESHOLDS, type VitalMetric } from '@/lib/vitals/metrics';
import styles from './vitals-panel.module.css';

/** A p75 as read: CLS unitless with two decimals, the others in milliseconds. */
function formatValue(metric: VitalMetric, value: number, locale: Locale): string {
  const number = new Intl.NumberFormat(locale === 'hi' ? 'hi-IN' : 'en-US', { maximumFractionDigits: metric === 'CLS' ? 2 : 0 });
  return metric === 'CLS' ? number.format(value) : `${number.format(value)} ms`;
}

function statusOf(metric: VitalMetric, value: number): 'good' | 'needsImprovement' | 'poor' {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needsImprovement' : 'poor';
}

/**
 * The admin dashboard's panel of real readers' vitals (issue 28): p75 of LCP, INP, CLS and TTFB per
 * day, page type, device and language over the last 7 days, each beside Google's "good" limit and
 * said in words (good / needs improvement / poor), not by colour alone.
 */
export async function VitalsPanel({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'admin.vitals' });
  const rows = await listVitalsP75({ days: 7 });
  return (
    <section className="card" aria-labelledby="vitals-heading" data-testid="vitals-panel">
      <h2 id="vitals-heading">{t('title')}</h2>
      <p>{t('intro')}</p>
      {rows.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className={styles.scroll} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('day')}</th>
                <th scope="col">{t('page')}</th>
                <th scope="col">{t('device')}</th>
                <th scope="col">{t('language')}</th>
                <th scope="col">{t('views')}</th>
                {VITAL_METRICS.map((metric) => (
                  <th scope="col" key={metric}>
                    {t('metric', { metric })}
                    <span className={styles.limit}>{t('goodLimit', { limit: formatValue(metric, VITAL_THRESHOLDS[metric].good, locale) })}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.day}-${row.pageType}-${row.device}-${row.locale}`} data-testid="vitals-row" data-page={row.pageType} data-device={row.device} data-lang={row.locale}>
                  <td>{row.day}</td>
                  <td>{t.has(`pageTypes.${row.pageType}`) ? t(`pageTypes.${row.pageType}`) : row.pageType}</td>
                  <td>{t.has(`devices.${row.device}`) ? t(`devices.${row.device}`) : row.device}</td>
                  <td>{t.has(`languages.${row.locale}`) ? t(`languages.${row.locale}`) : row.locale}</td>
                  <td>{row.views}</td>
                  {VITAL_METRICS.map((metric) => {
                    const value = row.p75[metric];
                    if (value === null) return <td key={metric}>{t('none')}</td>;
                    const status = statusOf(metric, value);
                    return (
                      <td key={metric} className={styles.value} data-metric={metric} data-status={status}>
                        {formatValue(metric, value, locale)}
                        <span className={styles.status}>{t(status)}</span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
