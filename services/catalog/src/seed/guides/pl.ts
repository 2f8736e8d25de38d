import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_PL: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'Jak wybrać odpowiednią temperaturę barwową',
    description:
      'Ciepła, neutralna czy zimna? Co oznaczają kelwiny i jaką barwę wybrać do każdego pomieszczenia.',
    excerpt:
      'Liczba kelwinów na opakowaniu decyduje, czy wnętrze będzie przytulne, czy rześkie. Oto jak ją czytać.',
    content: html(
      '<p>Temperatura barwowa opisuje odcień białego światła i mierzy się ją w kelwinach (K). Niższe wartości wyglądają cieplej i bardziej żółto, wyższe chłodniej i bardziej niebiesko.</p>',
      '<h2>Główne zakresy</h2>',
      list('ul', [
        '<strong>2200–2700 K, ciepła biel:</strong> blask klasycznej żarówki. Idealna do salonu i sypialni.',
        '<strong>3000 K, miękka biel:</strong> nieco świeższa, nadal przyjazna. Dobra do kuchni, jadalni i łazienki.',
        '<strong>4000 K, neutralna biel:</strong> wyraźna i sprzyjająca skupieniu. Pasuje do gabinetu, warsztatu i garażu.',
        '<strong>5000–6500 K, światło dzienne:</strong> chłodne i jasne, najlepsze do oświetlenia roboczego i pomieszczeń gospodarczych.',
      ]),
      '<h2>Wskazówki</h2>',
      '<p>W jednym pomieszczeniu trzymaj się jednej temperatury barwowej, aby oprawy ze sobą nie kontrastowały. Wieczorem cieplejsze światło pomaga się wyciszyć; regulowane inteligentne żarówki same zmieniają barwę z chłodnej rano na ciepłą wieczorem.</p>',
      '<p>Tam, gdzie liczą się kolory, na przykład w kuchni i garderobie, wybieraj współczynnik oddawania barw (CRI) 90 lub wyższy.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lumeny, nie waty: jak jasne powinno być światło?',
    description: 'Dlaczego waty nie mówią już nic o jasności i ile lumenów potrzebuje każde pomieszczenie.',
    excerpt: 'W przypadku LED waty mierzą zużycie energii, a nie światło. O jasności żarówki mówią lumeny.',
    content: html(
      '<p>Przez dziesięciolecia kupowaliśmy żarówki według mocy. Diody LED zużywają nawet o 90% mniej energii przy tej samej ilości światła, dlatego teraz liczą się lumeny (lm), czyli ilość światła emitowanego przez źródło.</p>',
      '<h2>Szybkie przeliczenia</h2>',
      table(
        ['Dawna żarówka', 'Odpowiednik LED'],
        [
          ['40 W', 'około 470 lm'],
          ['60 W', 'około 806 lm'],
          ['75 W', 'około 1055 lm'],
          ['100 W', 'około 1521 lm'],
        ],
      ),
      '<h2>Ile światła w pomieszczeniu</h2>',
      list('ul', [
        '<strong>Salon i sypialnia:</strong> 100–150 lm na metr kwadratowy.',
        '<strong>Kuchnia i łazienka:</strong> 250–400 lm na metr kwadratowy oraz dodatkowe światło nad blatem i lustrem.',
        '<strong>Domowe biuro:</strong> około 500 lm na metr kwadratowy przy biurku.',
      ]),
      '<p>Pomnóż powierzchnię podłogi przez podaną wartość i rozłóż sumę na kilka źródeł światła. Oprawy ze ściemniaczem pozwalają, by to samo wnętrze było jasne albo spokojne.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'Stopnie IP w pigułce: oświetlenie do łazienki i ogrodu',
    description:
      'Co oznaczają dwie cyfry stopnia IP i jakiego stopnia wymaga każda strefa łazienki i miejsce na zewnątrz.',
    excerpt: 'IP44, IP65, IP68: dwie cyfry mówią, jak dobrze lampa chroni przed pyłem i wodą.',
    content: html(
      '<p>Stopień ochrony IP (Ingress Protection) składa się z dwóch cyfr. Pierwsza, od 0 do 6, określa ochronę przed ciałami stałymi i pyłem; druga, od 0 do 8, przed wodą.</p>',
      '<h2>Najczęstsze stopnie</h2>',
      list('ul', [
        '<strong>IP20:</strong> tylko do suchych wnętrz.',
        '<strong>IP44:</strong> ochrona przed bryzgami wody. Minimum dla strefy 2 w łazience i zadaszonych wejść.',
        '<strong>IP54:</strong> dodatkowo ochrona przed pyłem, dobra na osłonięte ściany zewnętrzne.',
        '<strong>IP65:</strong> pyłoszczelne i odporne na strugi wody: odsłonięte elewacje, ogrody i strefa 1 prysznica.',
        '<strong>IP67 i IP68:</strong> wytrzymują zanurzenie, do opraw najazdowych, oczek wodnych i basenów.',
      ]),
      '<h2>Strefy w łazience</h2>',
      '<p>Strefa 0 to wnętrze wanny lub brodzika, strefa 1 znajduje się bezpośrednio nad nimi, a strefa 2 sięga 60 cm wokół. Stosuj co najmniej IP44 w strefie 2, IP65 w strefie 1, a w strefie 0 wyłącznie oprawy IP67 zasilane bardzo niskim napięciem.</p>',
      '<p>Na zewnątrz pod zadaszeniem wystarczy IP44, a tam, gdzie pada deszcz, wybierz IP65 lub wyższy. Obwody w łazience i na zewnątrz zawsze powierzaj wykwalifikowanemu elektrykowi.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Pierwsze kroki z inteligentnym oświetleniem',
    description:
      'Żarówki, mostki, aplikacje i sterowanie głosem: prosta droga do inteligentnego domu bez kucia ścian.',
    excerpt: 'Zacznij od jednego pokoju i kilku żarówek. Oto co kupić najpierw i jak wszystko skonfigurować.',
    content: html(
      '<p>Inteligentne oświetlenie pozwala włączać, ściemniać i zmieniać kolor światła z telefonu, głosem lub według harmonogramu. Nowe okablowanie rzadko jest potrzebne: większość systemów zaczyna się od żarówek pasujących do obecnych lamp.</p>',
      '<h2>Wybierz sposób łączności</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> bez mostka, dobry do jednego lub dwóch pokoi.',
        '<strong>Wi-Fi:</strong> łączy się z routerem; proste, ale wiele urządzeń może obciążyć sieć.',
        '<strong>Zigbee lub Thread z mostkiem:</strong> szybkie, niezawodne i stworzone dla całego domu.',
      ]),
      '<h2>Pierwsze kroki</h2>',
      list('ol', [
        'Wybierz pokój, z którego najczęściej korzystasz wieczorem, i wymień w nim żarówki na inteligentne.',
        'Zainstaluj aplikację, dodaj żarówki i pogrupuj je według pomieszczeń.',
        'Utwórz dwie sceny, na przykład „Jasno” i „Relaks”, oraz harmonogram, który przyciemnia światło przed snem.',
        'Później dodaj taśmy LED lub inteligentny włącznik, aby goście nadal mogli korzystać z włącznika na ścianie.',
      ]),
      '<p>Nie wyłączaj włączników ściennych: żarówka bez zasilania nie usłyszy aplikacji. Oferta naszego partnera Aurelia Smart współpracuje z popularnymi asystentami głosowymi.</p>',
    ),
  },
  'layering-light': {
    title: 'Światło warstwami: ogólne, zadaniowe i akcentujące',
    description: 'Jak projektanci łączą trzy rodzaje światła, by wnętrza były wygodne i elastyczne.',
    excerpt:
      'Jedna lampa sufitowa rzadko wystarcza. Trzy warstwy światła sprawiają, że każde wnętrze działa w dzień i w nocy.',
    content: html(
      '<p>Projektanci oświetlenia myślą warstwami. Każda warstwa ma swoje zadanie, a razem pozwalają zmienić wnętrze z jasnego i praktycznego w spokojne i nastrojowe.</p>',
      '<h2>Trzy warstwy</h2>',
      list('ul', [
        '<strong>Światło ogólne</strong> równomiernie wypełnia pomieszczenie: plafony, duże lampy wiszące lub pośrednie oświetlenie ścian.',
        '<strong>Światło zadaniowe</strong> skupia się tam, gdzie pracujesz: reflektory nad blatem, lampka do czytania, oświetlenie lustra.',
        '<strong>Światło akcentujące</strong> dodaje głębi: lampki nad obrazami, taśmy LED na półkach, reflektory skierowane na rośliny lub fakturowe ściany.',
      ]),
      '<h2>Jak to połączyć</h2>',
      '<p>Każdą warstwę podłącz do osobnego włącznika lub ściemniacza albo przypisz do osobnej inteligentnej sceny. Do światła ogólnego i akcentującego używaj cieplejszej barwy, a do pracy nieco chłodniejszego i jaśniejszego światła.</p>',
      '<p>Rozmieść lampy na różnych wysokościach, od sufitu po podłogę, aby wnętrze nigdy nie wydawało się płaskie.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Jak czytać unijną etykietę energetyczną lamp',
    description: 'Co mówią skala od A do G, wartość kWh i kod QR na etykiecie.',
    excerpt:
      'Od 2021 roku unijna etykieta znów obejmuje klasy od A do G. Większość dobrych LED ma dziś klasę D, E lub F i to jest w porządku.',
    content: html(
      '<p>We wrześniu 2021 roku Unia Europejska zmieniła skalę etykiety energetycznej źródeł światła. Dawne klasy A++ i A+ zniknęły; skala obejmuje teraz klasy od A (najbardziej efektywna) do G.</p>',
      '<h2>Co jest na etykiecie</h2>',
      list('ul', [
        '<strong>Klasa energetyczna A–G,</strong> oparta na skuteczności świetlnej: ile lumenów daje lampa na każdy wat.',
        '<strong>Zużycie w kWh na 1000 godzin,</strong> wartość do porównywania kosztów eksploatacji.',
        '<strong>Kod QR</strong> prowadzący do karty produktu w bazie EPREL z pełnymi danymi technicznymi.',
      ]),
      '<h2>Jak z niej korzystać</h2>',
      '<p>Nowa skala jest celowo wymagająca, by zostawić miejsce na lepsze technologie. Typowa żarówka LED ma dziś klasę E lub F; klasa D lub C oznacza bardzo wydajny model, a klasa A jest rzadkością.</p>',
      '<p>Porównuj lampy o tej samej jasności w lumenach, a potem wybierz niższą wartość kWh. Wyższa cena wydajnego modelu zwykle zwraca się w ciągu kilku lat.</p>',
    ),
  },
};
