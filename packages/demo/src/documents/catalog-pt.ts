import type { DemoDocument } from './types.ts';

// Brazilian Portuguese documents: programs for Portuguese-speaking communities and the funders'
// correspondence with them.

export const DEMO_DOCUMENTS_PT: readonly DemoDocument[] = [
  {
    funderName: 'Ada & Samuel Reyes Foundation',
    folder: 'Diretrizes',
    fileName: 'Guia do Programa Comunidades Lusófonas 2026.pdf',
    kind: 'pdf',
    language: 'pt',
    title: 'Ada & Samuel Reyes Foundation — Guia do Programa Comunidades Lusófonas 2026',
    sections: [
      {
        heading: 'Objetivo do programa',
        paragraphs: [
          'O programa apoia organizações sem fins lucrativos que atendem famílias brasileiras, cabo-verdianas e portuguesas recém-chegadas, com aulas de inglês, orientação jurídica sobre imigração, acesso à saúde e apoio escolar para crianças.',
        ],
      },
      {
        heading: 'Quem pode se candidatar',
        paragraphs: [
          'Entidades com status 501(c)(3) há pelo menos um ano, com atendimento bilíngue em português e inglês e com pelo menos um membro da diretoria que fale português. Igrejas só podem participar por meio de um projeto social com orçamento separado.',
        ],
      },
      {
        heading: 'Valores do apoio',
        paragraphs: [
          'As doações variam de US$ 8.000 a US$ 25.000 por um ano. Projetos em parceria com consulados ou escolas públicas podem receber até US$ 30.000.',
        ],
      },
      {
        heading: 'Prazos',
        paragraphs: [
          'A proposta completa deve ser enviada até 31 de maio de 2026. O resultado sai em 15 de agosto de 2026 e os recursos são liberados em setembro.',
        ],
      },
      {
        heading: 'Contato',
        paragraphs: [
          'Dúvidas com Lucia Fernández, coordenadora de programas, pelo e-mail lucia@reyesfoundation.org ou pelo telefone (916) 555-0175, de segunda a quinta-feira.',
        ],
      },
    ],
  },
  {
    funderName: 'Ada & Samuel Reyes Foundation',
    folder: 'Concessões',
    fileName: 'Carta de Concessão 2025.docx',
    kind: 'docx',
    language: 'pt',
    title: 'Carta de concessão — Ada & Samuel Reyes Foundation, 2025',
    sections: [
      {
        heading: 'Concessão',
        paragraphs: [
          'Prezada equipe da Riverbend Community Foundation, temos o prazer de informar que o conselho aprovou uma doação de US$ 18.000 para o programa de Nutrição para Idosos, destinada às refeições semanais de idosos lusófonos no centro comunitário de Riverbend.',
        ],
      },
      {
        heading: 'Período e pagamento',
        paragraphs: [
          'O período da doação vai de 1º de outubro de 2025 a 30 de setembro de 2026. O valor será pago em parcela única por transferência bancária em até 20 dias após a assinatura do termo.',
        ],
      },
      {
        heading: 'Obrigações',
        paragraphs: [
          'Pedimos um relatório final até 31 de outubro de 2026, com o número de refeições servidas, fotos das atividades (com autorização de uso de imagem) e a prestação de contas. Com cordiais saudações, Ana Reyes, presidente.',
        ],
      },
    ],
  },
  {
    funderName: 'City of Riverbend Parks & Recreation',
    folder: 'Edital em português',
    fileName: 'Edital Hortas Comunitárias.md',
    kind: 'md',
    language: 'pt',
    title: 'City of Riverbend Parks & Recreation — Edital de Hortas Comunitárias (versão em português)',
    sections: [
      {
        heading: 'Sobre o edital',
        paragraphs: [
          'A prefeitura de Riverbend oferece apoio para criar e manter hortas comunitárias em terrenos públicos, com prioridade para bairros com pouco acesso a alimentos frescos.',
        ],
      },
      {
        heading: 'O que é financiado',
        paragraphs: [
          'Canteiros elevados, ferramentas, sementes, sistema de irrigação por gotejamento e oficinas de compostagem. Não são financiados salários nem aluguel de terrenos particulares.',
          'Cada horta pode receber até US$ 4.000, e é obrigatório formar um comitê de pelo menos cinco moradores voluntários.',
        ],
      },
      {
        heading: 'Inscrições',
        paragraphs: [
          'Inscrições abertas de 1º de fevereiro a 20 de março de 2026, presencialmente no centro comunitário ou pelo site da prefeitura. Informações com Mei-Ling Chen.',
        ],
      },
    ],
  },
  {
    funderName: 'Greenleaf Grocers Community Fund',
    folder: 'Relatórios',
    fileName: 'Relatório de Atividades - Despensa Comunitária.docx',
    kind: 'docx',
    language: 'pt',
    title: 'Greenleaf Grocers Community Fund — Relatório de atividades da despensa comunitária',
    sections: [
      {
        heading: 'Resultados do semestre',
        paragraphs: [
          'Entre janeiro e junho a despensa distribuiu 96 toneladas de alimentos para 1.340 famílias. A participação de famílias que falam português cresceu 35 por cento depois da contratação de uma voluntária bilíngue.',
        ],
      },
      {
        heading: 'Dificuldades',
        paragraphs: [
          'A câmara fria quebrou duas vezes em abril e perdemos cerca de 800 quilos de hortifrúti. Pedimos ao fundo da Greenleaf um apoio emergencial de US$ 6.500 para trocar o compressor.',
        ],
      },
      {
        heading: 'Próximos passos',
        paragraphs: [
          'Abrir a despensa também aos sábados a partir de setembro e treinar mais doze voluntários em segurança alimentar.',
        ],
      },
    ],
  },
  {
    funderName: 'Pacific Crest Bank',
    folder: '',
    fileName: 'Educação Financeira - Regras do Programa.txt',
    kind: 'txt',
    language: 'pt',
    title: 'Pacific Crest Bank — Programa de Educação Financeira para Famílias Imigrantes',
    sections: [
      {
        heading: 'Finalidade',
        paragraphs: [
          'O banco apoia cursos de educação financeira em português e espanhol: orçamento doméstico, abertura de conta, crédito e como evitar golpes.',
        ],
      },
      {
        heading: 'Regras',
        paragraphs: [
          'O apoio é de até US$ 7.500 por ano. Cada curso deve ter no mínimo seis encontros e os participantes recebem um certificado. O banco cede instrutores voluntários quando solicitado.',
          'As propostas são recebidas o ano todo e analisadas na primeira segunda-feira de cada mês pelo comitê de responsabilidade social.',
        ],
      },
      {
        heading: 'Contato',
        paragraphs: [
          'Marcos Oliveira, gerente de relacionamento comunitário, comunidade@pacificcrestbank.com.',
        ],
      },
    ],
  },
  {
    funderName: 'Ada & Samuel Reyes Foundation',
    folder: 'Diretrizes',
    fileName: 'Lista de Documentos para a Proposta.md',
    kind: 'md',
    language: 'pt',
    title: 'Ada & Samuel Reyes Foundation — Lista de documentos para a proposta',
    sections: [
      {
        heading: 'Documentos obrigatórios',
        paragraphs: [
          '- Carta de determinação do IRS (status 501(c)(3))',
          '- Orçamento do projeto em planilha, com outras fontes de recursos',
          '- Lista da diretoria com indicação de quem fala português',
          '- Duas cartas de recomendação de lideranças da comunidade lusófona',
          '- Último formulário 990',
        ],
      },
      {
        heading: 'Dicas',
        paragraphs: [
          'A proposta pode ser escrita em português ou inglês. Envie tudo em um único arquivo PDF de no máximo 15 páginas pelo portal da fundação.',
        ],
      },
    ],
  },
];
