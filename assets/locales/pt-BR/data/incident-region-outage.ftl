# Os textos de scenarios/incident-region-outage.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = Incidente: queda de região
description = O stream orders roda na region-1, mas os Workers de billing rodam na region-2, e a region-2 cai aos 30 s por três minutos. O stream guarda todos os pedidos, então nada se perde, mas billing ficaria minutos atrás. Mantenha o lag de billing abaixo de 2.000 a partir de 90 s, sem comprar Workers novos.
hints-0-say = billing-1 está na região fora do ar. Um Worker não guarda dados: os commits do grupo dele ficam com o stream. Faça o failover de billing-1 pelo Inspetor dele, e ele vai para uma região no ar e continua lendo a partir do último commit. Um Node que guarda dados teria de esperar pela sua região.
hints-1-say = billing-2 ainda está na região fora do ar: faça o failover dele também (no Inspetor dele), e o grupo volta a ler todas as partições.
nodes-api-name = Shop API
